// The State select's names in this language: the shop's one table of them (shared/state-names/),
// which the order e-mails write the state from too.
export { default } from '../../../shared/state-names/hi.ts';
