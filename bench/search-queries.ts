// The search's test set (issue 44): queries as shoppers type them, from the seeded catalogue's
// vocabulary (src/server/db/seed/catalogue), each with what it should find in the header search's
// top 3: a product whose English name holds all the given words, or a designer by full name.
// Misspellings, every Latin spelling, Ge'ez script, homophone letters, Amharic prefixes, synonyms,
// several words in any order, designer names and their typos. Used by bench/search.ts.

/** product: words the English name holds, all of them; alternatives separated by '|' ('Meskel|Cross'). */
export type Expected = { product: string[] } | { designer: string };
export interface TestQuery {
  q: string;
  expect: Expected;
  why: string;
}

const p = (q: string, words: string, why: string): TestQuery => ({ q, expect: { product: words.split(' ') }, why });
const d = (q: string, designer: string, why: string): TestQuery => ({ q, expect: { designer }, why });

export const SEARCH_TEST_SET: TestQuery[] = [
  // Latin spellings of Amharic words.
  p('kemis', 'Kemis', 'as written'),
  p('qemis', 'Kemis|Dress|Gown', 'q for k (ቀሚስ, kemis, is also the Amharic name of dresses and gowns)'),
  p('ķemis', 'Kemis', 'accented letter'),
  p('kämis', 'Kemis', 'ä for e'),
  p('habesha', 'Habesha', 'as written'),
  p('abesha', 'Habesha', 'initial h dropped'),
  p('habsha', 'Habesha', 'vowel left out'),
  p('habasha', 'Habesha', 'a for e'),
  p('netela', 'Netela', 'as written'),
  p('netala', 'Netela', 'a for e'),
  p('natala', 'Netela', 'a for every e'),
  p('gabi', 'Gabi', 'as written'),
  p('gabbi', 'Gabi', 'doubled consonant'),
  p('shemma', 'Shemma', 'as written'),
  p('shema', 'Shemma', 'single consonant'),
  p('tilet', 'Tilet', 'as written'),
  p('tilat', 'Tilet', 'a for e'),
  p('gonder', 'Gondar', 'e for a'),
  p('aksum', 'Axum', 'ks for x'),
  p('meskal', 'Meskel|Cross', 'a for e (መስቀል is also the cross)'),
  p('lalibala', 'Lalibela', 'a for e'),
  p('enkutatash', 'Enkutatash', 'rare word, exact'),
  // Ge'ez script, homophones and prefixes.
  p('ቀሚስ', 'Kemis', 'Ge\'ez script'),
  p('ሀበሻ', 'Habesha', 'without the attached የ'),
  p('ሐበሻ', 'Habesha', 'homophone ሐ for ሀ'),
  p('ኀበሻ', 'Habesha', 'homophone ኀ for ሀ'),
  p('የሀበሻ', 'Habesha', 'with the attached የ'),
  p('ነጠላ', 'Netela', 'Ge\'ez script'),
  p('ጋቢ', 'Gabi', 'Ge\'ez script'),
  p('ጎንደር', 'Gondar', 'Ge\'ez script'),
  p('አክሱም', 'Axum', 'Ge\'ez script'),
  p('ዐክሱም', 'Axum', 'homophone ዐ for አ'),
  p('ፀሐይ', 'Sun', 'homophones ፀ and ሐ (ፀሐይ is written with both)'),
  p('ጸሀይ', 'Sun', 'homophones ጸ and ሀ'),
  p('ጥለት', 'Tilet', 'without the attached የ'),
  p('ሽሮ ሜዳ', 'Shiro Meda', 'two Ge\'ez words'),
  p('መስቀል', 'Meskel|Cross', 'Ge\'ez script (Meskel, the cross)'),
  // Synonyms.
  p('dress', 'Dress|Kemis', 'a Dress, or its synonym kemis'),
  p('shawl', 'Shawl|Netela', 'a Shawl, or its synonym netela'),
  p('blanket', 'Gabi', 'synonym of gabi (no name says blanket)'),
  p('ሻርፕ', 'Scarf', 'Ge\'ez script'),
  p('scarf', 'Scarf', 'synonym group of netela'),
  p('wedding', 'Wedding', 'as written'),
  p('bridal', 'Bridal', 'as written'),
  // Typos.
  p('kemsi', 'Kemis', 'swapped letters'),
  p('habeshaa', 'Habesha', 'doubled last letter'),
  p('hebesha', 'Habesha', 'e for a'),
  p('nettela', 'Netela', 'doubled letter'),
  p('netel', 'Netela', 'prefix, still typing'),
  p('lalibeal', 'Lalibela', 'swapped letters'),
  p('entotto', 'Entoto', 'doubled letter'),
  p('begana', 'Begena', 'a for e'),
  p('kebbero', 'Kebero', 'doubled letter'),
  p('menen', 'Menen', 'as written'),
  p('heritaje', 'Heritage', 'one letter wrong'),
  p('obelisc', 'Obelisk', 'one letter wrong'),
  // Several words, any order.
  p('shiro meda', 'Shiro Meda', 'two words'),
  p('meda shiro', 'Shiro Meda', 'two words, other order'),
  p('habesha kemis', 'Habesha Kemis', 'two words'),
  p('kemis habesha', 'Habesha Kemis', 'two words, other order'),
  p('gondar crown', 'Gondar Crown', 'place and motif'),
  p('qemis tilet', 'Tilet Kemis', 'spelling and order'),
  p('arat kilo', 'Arat Kilo', 'place'),
  p('mens shirt', "Men's Shirt", 'apostrophe left out'),
  p('ke', 'Kemis|Kaba|Kebero', 'two letters typed (ka… and ke… fold together)'),
  p('hab', 'Habesha', 'three letters typed'),
  p('ቀሚ', 'Kemis', 'two Ethiopic letters typed'),
  // Designers.
  d('hanna asfaw', 'Hanna Asfaw', 'as written'),
  d('hana asfaw', 'Hanna Asfaw', 'single n'),
  d('hirut', 'Hirut Bekele', 'first name'),
  d('bekela', 'Hirut Bekele', 'surname, a for e'),
  d('tigist haile', 'Tigist Haile', 'as written'),
  d('selam tesfay', 'Selam Tesfaye', 'last letter left out'),
  d('meron gebremedin', 'Meron Gebremedhin', 'h left out of a long name'),
];
