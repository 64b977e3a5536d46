// The copy of /lottery: what the camp publishes about each lottery and the draw's rules in words,
// precise enough to redo a draw by hand or with any programming language. The same steps travel
// in GET /api/lottery. The rules themselves are app/lib/lottery.ts and app/lib/lottery-seal.ts.
export const lotteryCopy = {
  title: "The Fair Lottery",
  subtitle: "Every sign-up made while a registration window is open counts equally. Here is how the draw works, and everything you need to check it.",
  meta: {
    title: "The Fair Lottery | Camp Sarraka",
    description: "How Camp Sarraka draws seats when more campers sign up than there are places, with the seal, the entries and the seed to check every draw.",
  },
  sealIntro: [
    "Before a window closes we publish its seal: a fingerprint of the lottery's secret seed and of every family entry so far. It changes with each new entry until the window closes; the seal standing at the close is the one the draw is made from.",
    "Once the draw is made we publish the seed, every entry and the order each session took them in. Entries are short ids, never names: each family can find its own id in its e-mail.",
  ],
  algorithm: [
    "Entries. A family (one account) has one entry per week and site, whatever its children's age groups, made by its first sign-up for that week and site while the window is open. Entries are listed in the order they were made; a family that withdraws keeps its entry, with no child left to seat.",
    'Seal. Start with SHA-256 of the seed (hex). For each entry in list order, the next link is SHA-256 of the previous link, a line break, and the line "<entry id> <week> <site>". The last link is the seal.',
    'Random numbers. For a week and site, the draw\'s seed is "<seed>:<week>:<site>". Block i of the stream is SHA-256("<draw seed>:<i>") for i = 0, 1, 2, …, read as eight 32-bit big-endian numbers.',
    "Shuffle. Take that week and site's entries in list order. For i from the last position down to 1, draw a number below i + 1 (take the next stream number w; if w is at least 2^32 − (2^32 mod (i + 1)), discard it and take the next; otherwise use w mod (i + 1)) and swap positions i and that number. The result is the drawn order.",
    "Seats. Each age-group session of the week takes the families in the drawn order. A family's children in that session are seated together if the seats left hold them all; otherwise they wait, at the family's place, and a later family that still fits takes the seats. A child whose own group is full waits there while a brother or sister may be seated in theirs: the family keeps one place in every group.",
    "Reopening. A window that reopens after it closed takes a new seed (the old one was published) and a new seal; its next draw is published beside the first.",
  ],
  check:
    "To check a draw, download its record as JSON and run `npx tsx scripts/check-lottery.ts <address of the record>` from the camp's source code, or follow the steps above in any language: the seed must give the published fingerprint, the seed and the entries the published seal, and the shuffle each session's published order.",
} as const;
