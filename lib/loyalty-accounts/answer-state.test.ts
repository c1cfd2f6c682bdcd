import { describe, expect, it } from "vitest";
import { answerStateFor, answerStateWords } from "./answer-state";

const Q = "What is your mother's maiden name?";

describe("answer box state", () => {
  it("says nothing before the first answer", () => {
    expect(answerStateWords(answerStateFor([], Q))).toBeNull();
    expect(answerStateFor([], null)).toBeNull();
  });
  it("says a rejected answer was rejected, counting earlier rejections", () => {
    const one = answerStateFor([{ question: Q, answer: "jones", invalid: true }], Q);
    expect(one).toMatchObject({ tries: 1, lastRejected: true, askedAgain: false });
    expect(answerStateWords(one)).toMatch(/rejected that answer/);
    const two = answerStateFor(
      [
        { question: Q, answer: "a", invalid: true },
        { question: Q, answer: "b", invalid: true },
      ],
      Q,
    );
    expect(answerStateWords(two)).toMatch(/2 answers rejected/);
  });
  it("says the question came back when the answer was not listed as rejected", () => {
    expect(answerStateWords(answerStateFor([{ question: Q, answer: "smith", invalid: false }], Q))).toMatch(
      /asked again/,
    );
  });
  it("keeps answers to other questions out of it", () => {
    expect(answerStateFor([{ question: "Other?", answer: "x", invalid: true }], Q)).toMatchObject({
      tries: 0,
      lastRejected: false,
    });
  });
});
