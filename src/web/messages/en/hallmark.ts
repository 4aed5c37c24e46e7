// The order page's hallmark part (decision 036): each piece's HUID and how to check it with BIS.
// A chunk of its own a language, loaded by that part only (an order shipped with HUIDs), so that
// the order page's first script carries none of it.
const hallmark = {
  title: 'Hallmark (HUID)',
  lead: 'Each hallmarked piece carries the BIS mark and its own six-character HUID.',
  piece: (name: string, count: number) => (count > 1 ? `${name} (${count} pieces)` : name),
  verify: 'To check a piece: open the BIS Care app (Android or iOS), choose “Verify HUID” and type its HUID.',
};

export default hallmark;
