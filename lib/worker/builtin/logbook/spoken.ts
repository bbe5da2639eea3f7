// Dictated notes say their figures in words ("friction zero point zero three", "baked at sixty degrees"):
// written as digits, they read as the figures a result reports. A small whole number ("four hours",
// "the ten") reads as well in words as typed notes write it, and stays.

const UNITS: Record<string, number> = {
  zero: 0, oh: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9,
};
const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const NUMBER =
  /\b(twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|zero|one|two|three|four|five|six|seven|eight|nine)(?:-(one|two|three|four|five|six|seven|eight|nine))?( point(?: (?:zero|oh|one|two|three|four|five|six|seven|eight|nine)){1,4})?\b/gi;

function wholePart(tens: string, unit: string | undefined): number | null {
  const word = tens.toLowerCase();
  if (TENS[word] !== undefined) return TENS[word]! + (unit ? UNITS[unit.toLowerCase()]! : 0);
  if (unit) return null;
  return TEENS[word] ?? UNITS[word] ?? null;
}

// "twelve hundred RPM", "three thousand cycles": hundreds and thousands said as such.
const HUNDREDS = /\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen) (hundred|thousand)\b/gi;

// "Point eight millimetres": a fraction said without its zero, after a word that leads to a figure or
// at a clause's start. Elsewhere "point" is a noun ("the set point one day").
const BARE_POINT = /(^|[.,;:!?(][ \t]*|\b(?:at|to|of|is|was|about|around|roughly|approximately|by|from|and|only|just) )point((?: (?:zero|oh|one|two|three|four|five|six|seven|eight|nine)){1,4})\b/gim;

export function spokenFigures(text: string): string {
  // Most notes are typed: a figure said in words and written anew ends in "-ty", has a point or counts
  // hundreds.
  if (!/ty\b|\bpoint |hundred|thousand/i.test(text)) return text;
  return withTens(text)
    .replace(HUNDREDS, (_said: string, count: string, scale: string) => String((TEENS[count.toLowerCase()] ?? UNITS[count.toLowerCase()] ?? Number(count)) * (scale.toLowerCase() === "hundred" ? 100 : 1000)))
    .replace(BARE_POINT, (_said: string, lead: string, digits: string) => `${lead}0.${digitsOf(digits)}`);
}

const digitsOf = (said: string) =>
  said
    .trim()
    .split(" ")
    .map((d) => UNITS[d.toLowerCase()]!)
    .join("");

function withTens(text: string): string {
  return text.replace(NUMBER, (said: string, tens: string, unit: string | undefined, decimals: string | undefined, at: number) => {
    const whole = wholePart(tens, unit);
    if (whole === null) return said;
    if (decimals) return `${whole}.${digitsOf(decimals.trim().split(" ").slice(1).join(" "))}`;
    // "five thirty tomorrow": a time of day.
    const head = text.slice(Math.max(0, at - 10), at);
    const before = head.endsWith(" ") ? (head.trimEnd().split(" ").pop() ?? "").toLowerCase() : "";
    if (UNITS[before] !== undefined || TEENS[before] !== undefined) return said;
    return TENS[tens.toLowerCase()] !== undefined ? String(whole) : said;
  });
}
