// When two train numbers name the same train, after KDE kitinerary's MergeUtil (isSameLineName,
// isSameTrainName, isSameTrainType in src/lib/mergeutil.cpp), in our own words. Pure; its cases are
// KDE's testIsSameTrain table (test-data/kde-kitinerary-merge/cases/trains.json).

const isAlnum = (c: string) => /[\p{L}\p{N}]/u.test(c);

/**
 * Read side by side, skipping spaces and punctuation: every letter and digit equal, and where one
 * runs out first the other continues after a space ("EC 123" read backwards = "123" read backwards,
 * but "123" ≠ "12" and "InterCity-tog 12345" ≠ "InterCity 12345" this way).
 */
function sameAligned(a: string[], b: string[]): boolean {
  let [i, j] = [0, 0];
  while (i < a.length && j < b.length) {
    if (!isAlnum(a[i]!)) i++;
    else if (!isAlnum(b[j]!)) j++;
    else if (a[i]!.toLowerCase() !== b[j]!.toLowerCase()) return false;
    else {
      i++;
      j++;
    }
  }
  if (i === a.length && j === b.length) return true;
  return (i < a.length && /\s/.test(a[i]!)) || (j < b.length && /\s/.test(b[j]!));
}

/** Train categories written out or abbreviated: "InterCity-tog" and "InterCity" are both "ic…". */
function categoryKey(name: string): string {
  return [...name]
    .filter(isAlnum)
    .join("")
    .toLowerCase()
    .replace(/intercityexpress/g, "ice")
    .replace(/intercity/g, "ic");
}

/** One category name is the other with something added ("iclyn" / "iclyntog"); "ic" ≠ "ec". */
export function isSameCategory(a: string, b: string): boolean {
  if (!a || !b) return false;
  const [x, y] = [categoryKey(a), categoryKey(b)];
  return x.startsWith(y) || y.startsWith(x);
}

// "RE 13 (20070)": category, line number, the train's own number in brackets; DB codeshares add
// " / IC 2431".
const LINE = /^(?<type>[A-Za-z-]+) (?<line>\d+)(?: \((?<route>\d{4,})\))?(?: \/ (?<alt>[A-Za-z]+ \d+))?$/;

function sameLineAndRoute(a: string, b: string): boolean {
  const x = LINE.exec(a)?.groups;
  const y = LINE.exec(b)?.groups;
  if (!x || !y || !isSameCategory(x.type!, y.type!)) return false;
  const [xr, yr] = [x.route ?? "", y.route ?? ""];
  // Same line without conflicting train numbers ("RE 13 (20070)" = "RE 13"), or one side names
  // only the train number the other has in brackets ("RE 13 (20070)" = "RE 20070").
  return (x.line === y.line && !(xr && yr && xr !== yr)) || (x.line === yr && !xr) || (xr === y.line && !yr);
}

/** Two train numbers ("trainNumber") of the same train. */
export function isSameTrainNumber(a: string, b: string): boolean {
  if (!a || !b) return false;
  const [x, y] = [[...a], [...b]];
  return sameAligned(x, y) || sameAligned([...x].reverse(), [...y].reverse()) || sameLineAndRoute(a, b);
}

/**
 * The same category with only the digits after it differing ("ICE 1001" / "ICE 1011"): a train that
 * divides can carry two numbers, so the caller accepts it only with both stations exactly equal.
 */
export function isDividingTrain(a: string, b: string): boolean {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (i === 0 || i === a.length || i === b.length) return false;
  return /^\p{N}+$/u.test(a.slice(i)) && /^\p{N}+$/u.test(b.slice(i));
}
