// Texts people write to each other through the platform (job descriptions, proposals, templates,
// reviews, questions and answers) may not carry contact details (spec §5 "contact details leaked in
// a description"): contact goes through the platform until the home owner shortlists. Found here
// are email addresses, web addresses and phone numbers, also when written with spaces, dots or
// words for the @ and the dot.

const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\]|\s+at\s+)\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\]|\s+dot\s+)\s*[\p{L}]{2,})+/iu;
const URL =
  /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|nl|fr|it|de|at|uk|ie|ca|us|eu|info|biz|io|co)(?:\/\S*)?\b/iu;
// Nine or more digits in a row once spaces, dots, dashes, slashes and brackets are taken out, with
// an optional leading + or 00: every country's phone numbers, but not prices, sizes or years.
const PHONE_RUN = /(?:\+|\b00)?\d(?:[\s()./-]*\d){8,}/u;

export function sharesContactDetails(text: string): boolean {
  return EMAIL.test(text) || URL.test(text) || PHONE_RUN.test(text);
}
