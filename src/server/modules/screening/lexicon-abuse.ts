/**
 * Abuse: profanity (whoever it is aimed at) and insults that call a person names. Criticism of
 * what someone did ("khám qua loa", "thô lỗ", "rude receptionist", "incompetent", "lừa đảo") is
 * not abuse: it describes the care, and a review may say it. The line is the name-calling word
 * itself: "bác sĩ tệ" is criticism, "bác sĩ ngu" is abuse.
 *
 * Sources are regular-expression sources; each list is matched on one form of the text (see
 * rules.ts) between word boundaries. `folded` entries are unambiguous without tones; a word
 * whose toneless twin is an ordinary word ("đéo"/"đeo", "lồn"/"lớn", "cặc"/"các", "buồi"/"buổi",
 * "đĩ"/"đi") is only found with its tones, in `lower`.
 */
import { type Lexicon, spaced, TRICK } from './rules';

/** Teencode of Vietnamese profanity, found however it is spaced or dotted ("đ.m", "v c l"). */
const TEENCODE = [
  'cc',
  'dm',
  'dmm',
  'dcm',
  'dcmm',
  'dkm',
  'dmcs',
  'vcl',
  'vkl',
  'vl',
  'vcc',
  'cl',
  'clm',
  'clgt',
  'cmm',
  'cmn',
  'cmnr',
  'loz',
];

/** Person words an insult is aimed at when it follows them ("bs ngu", "lễ tân ngu"). */
const PEOPLE_VI = [
  'do',
  'thang',
  'lu',
  'bon',
  'tui may',
  'chung may',
  'may',
  'bs',
  'bac si',
  'y ta',
  'dieu duong',
  'le tan',
  'nhan vien',
  'nv',
  'bao ve',
  'cha',
  'oc',
];

/**
 * After a person word, "ngu" written without tones may still be "ngủ" (sleep) when one of these
 * follows: "bs ngu gat" is a doctor dozing off, not an insult.
 */
const SLEEP_FOLLOWERS =
  'gat|guc|say|trua|day|duoc|ngon|khong|ko|k|quen|li|som|muon|lai|tiep|di|roi|it|nhieu|kem|yen|o|tai|trong|ngoai|voi|chung|rieng|dem|luon';

const ANIMALS = 'bo|lon|heo|cho|trau|cho chet';
/** What makes "ngu" the insult wherever it stands: "ngu như bò", "ngu vãi", "ngu dốt". */
const NGU_INSULT = `ngu (?:nhu (?:${ANIMALS})|vai|vl|vcl|vkl|dot|si|xuan|ngoc|hoc)`;

export const ABUSE_LEXICON: Lexicon = {
  folded: [
    // Teencode, not right after a number (a dose in "5 cc"), and "dm" not as "DM me".
    `(?<!\\d\\s?)(?:${TEENCODE.map(spaced).join('|')})(?!\\s+(?:me|us|for)\\b)`,
    'dit(?: con)? me(?: may)?',
    'du ma(?: may)?',
    'con me may',
    'me kiep',
    'khon nan',
    'khon kiep',
    'mat day',
    'vo hoc',
    'suc vat',
    // "Óc chó" is also the walnut: not after the words for a nut, its oil or milk.
    '(?<!(?:hat|qua|dau|sua|banh|an)\\s)oc cho',
    // English profanity and name-calling, masked or spaced ("f*ck", "f u c k", "b*tch").
    `f${TRICK}(?:u|\\*|@)?${TRICK}(?:c|\\*)?${TRICK}(?:k|\\*)(?:ing|in|ed|er|ers|s)?`,
    '(?:mother)?fucker',
    `(?:bull)?${spaced('shit')}(?:ty|s)?`,
    'sh\\*t',
    `${spaced('bitch')}(?:es|y)?`,
    'b\\*tch(?:es)?',
    'bastards?',
    'ass ?holes?',
    'a\\*\\*holes?',
    'dumbass(?:es)?',
    'jackass(?:es)?',
    'cunts?',
    'dickheads?',
    'idiots?',
    'morons?',
    'imbeciles?',
    'retard(?:s|ed)?',
    'scumbags?',
    'wtf',
    'stfu',
    'screw you',
    'piss off',
    'go to hell',
    // "stupid" or "dumb" aimed at a person: before a person word, after "you", or said of one.
    '(?:stupid|dumb)(?=\\s+(?:doctors?|nurses?|receptionists?|staff|people|guys?|wom[ae]n|m[ae]n|girls?|boys?|lady|ladies|person|employees?|workers?|guards?|idiots?|bitch))',
    '(?<=you\\s)(?:stupid|dumb)',
    '(?<=(?:doctors?|nurses?|receptionists?|staff|she|he|they|people|guard)\\s+(?:is|are|was|were)\\s+(?:so\\s+|really\\s+|just\\s+)?)(?:stupid|dumb)',
  ],
  /**
   * Only in a text written without tones: with tones these words are written as what they are
   * ("đồ chó", "ngủ"), and their toneless forms ("đỡ chờ", "bs ngủ gật") are other words.
   */
  plain: [
    // "ngu" where only the insult reads: "ngu như bò", "đồ ngu", "bs ngu" (not "bs ngủ gật").
    NGU_INSULT,
    `(?<=(?<![\\p{L}])(?:${PEOPLE_VI.join('|')})\\s)(?:${NGU_INSULT}|ngu(?!\\s+(?:${SLEEP_FOLLOWERS})(?![\\p{L}])))`,
    // "đồ chó", "thằng chó" and "chó má" only where no other reading fits ("đo cho bé",
    // "đi thẳng cho tới", "cho mà xem"): at the end of a clause or before a word of the insult.
    '(?:do|thang) cho(?=\\s*(?:[,.!?;]|$)|\\s+(?:ma|chet|de|nay|kia)(?![\\p{L}]))',
    'cho ma(?=\\s*(?:[,.!?;]|$)|\\s+(?:nay|kia|vay|the)(?![\\p{L}]))',
  ],
  /**
   * In a text written with tones, "ngu" without any mark can only be the insult ("ngủ", "ngũ"
   * and "ngư" carry theirs); in a toneless text it is only read as one in the contexts above.
   */
  toned: ['ngu'],
  lower: [
    'đéo',
    'lồn',
    'cặc',
    'buồi',
    'đĩ',
    'địt',
    'đụ',
    'đù má',
    'mẹ mày',
    'chó má',
    'chó chết',
    'đồ chó',
    'thằng chó',
    'óc lợn',
    'cút đi',
    'cút mẹ',
    'đần(?: như (?:bò|lợn|heo)| độn)?',
    'đồ đần',
    'vãi lồn',
  ],
};
