// The daily prize against a camper's allergies. Each group lists words that, found in both the
// prize and the allergies, mean the camper cannot have the prize. Peanut butter is not dairy,
// and shellfish is not fish, so those two look-alikes are excluded from the wider words.
export const PRIZE_CONFLICT_BADGE = "⚠️ CANNOT HAVE PRIZE";

export const ALLERGEN_GROUPS: Record<string, RegExp[]> = {
  peanut: [/peanut/i, /\bnuts?\b/i, /\bnut allerg/i],
  "tree nut": [/tree ?nut/i, /almond/i, /cashew/i, /walnut/i, /pecan/i, /pistachio/i, /hazelnut/i, /macadamia/i, /nutella/i, /\bnuts?\b/i],
  dairy: [
    /dairy/i,
    /milk/i,
    /cheese/i,
    /(?<!(?:peanut|nut|almond|apple|cocoa|sun|seed)\s?)butter/i,
    /cream/i,
    /lactose/i,
    /yog(h)?urt/i,
    /pizza/i,
    /casein/i,
    /whey/i,
  ],
  egg: [/\beggs?\b/i, /mayo/i, /meringue/i, /custard/i],
  gluten: [
    /gluten/i,
    /wheat/i,
    /celiac|coeliac/i,
    /flour/i,
    /bread/i,
    /cookie/i,
    /cake/i,
    /brownie/i,
    /pasta/i,
    /pizza/i,
    /cracker/i,
    /pretzel/i,
    /muffin/i,
    /donut|doughnut/i,
  ],
  soy: [/\bsoy/i, /soya/i, /tofu/i, /edamame/i],
  shellfish: [/shellfish/i, /shrimp/i, /crab/i, /lobster/i, /prawn/i, /clam/i, /oyster/i, /mussel/i, /scallop/i],
  fish: [/(?<!shell)fish/i, /salmon/i, /tuna/i, /\bcod\b/i, /tilapia/i, /anchov/i],
  sesame: [/sesame/i, /tahini/i, /hummus/i],
};

const NO_ALLERGY = /^\s*(none|no|n\/?a|nka|nkda|no known allergies|-)?\s*\.?\s*$/i;

/** The allergen groups that make `prize` unsafe for someone with `allergies` (empty: safe). */
export function prizeConflicts(prize: string, allergies: string): string[] {
  if (!prize.trim() || NO_ALLERGY.test(allergies)) return [];
  return Object.entries(ALLERGEN_GROUPS)
    .filter(([, words]) => words.some((w) => w.test(prize)) && words.some((w) => w.test(allergies)))
    .map(([group]) => group);
}

export function cannotHavePrize(prize: string, allergies: string): boolean {
  return prizeConflicts(prize, allergies).length > 0;
}

/** Whether a medical field says something staff must see ('None' and blanks do not). */
export function hasMedicalFlag(value: string): boolean {
  return !NO_ALLERGY.test(value);
}
