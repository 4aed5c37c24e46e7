import type words from '../en/delivery.ts';

export default {
  by: (day: string, pin: string) => `ପିନ୍ ${pin}ରେ ${day} ସୁଦ୍ଧା ଡେଲିଭରି`,
  ask: 'ଡେଲିଭରି ତାରିଖ ଦେଖିବାକୁ ଆପଣଙ୍କ ପିନ୍ କୋଡ୍ ଲେଖନ୍ତୁ',
  pin: 'ପିନ୍ କୋଡ୍',
  check: 'ଦେଖନ୍ତୁ',
  noCod: 'ଏହି ପିନ୍ କୋଡ୍‌ରେ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ସୁବିଧା ନାହିଁ।',
  codWhy: (pin: string) => `ପିନ୍ କୋଡ୍ ${pin}କୁ କ୍ୟାସ୍ ଅନ୍ ଡେଲିଭରି ଦିଆଯାଏ ନାହିଁ, କାରଣ ସେଠାରୁ ଅନେକ ପାର୍ସଲ ଫେରି ଆସେ। ଦୟାକରି UPI କିମ୍ବା ଅନଲାଇନ୍‌ରେ ପେମେଣ୍ଟ କରନ୍ତୁ।`,
} satisfies typeof words;
