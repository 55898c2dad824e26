/**
 * Threats (to harm people or the clinic) and self-harm phrases: a moderator reads them at once.
 * Syntax as in lexicon-abuse.ts. A verb of harm alone is not a threat ("giết thời gian", "the
 * wait was killing me"): it needs a speaker ("tao sẽ giết", "I will kill") or a victim ("giết
 * mày", "kill you"). Words whose toneless twin is ordinary are kept to their toned form or to
 * contexts: "bom" is also "bơm" (to pump), "tự tử" is also "từ từ" (slowly), "tự vẫn" is also
 * "tư vấn" (advice).
 */
import type { Lexicon } from './rules';

const HARM_VI = 'giet|dam chet|dap chet|ban chet|chem chet|tat axit';
const SPEAKER_VI = 'tao|toi|tui|bo|ong|ba|chung tao|tao nhat dinh|tao the';
const VICTIM_VI =
  'may|no|het|chet|ca lu|thang|con|bac si|bs|chung may|tui may|nhan vien|nv|bon|lu|le tan';
const TARGET_VI = 'phong kham|pk|cai phong kham|cai pk|benh vien|bv|nha|chi nhanh';

export const THREAT_LEXICON: Lexicon = {
  folded: [
    `(?:${SPEAKER_VI})\\s+(?:se\\s+|phai\\s+|cung\\s+)?(?:${HARM_VI})(?!\\s+thoi gian)`,
    `giet\\s+(?:${VICTIM_VI})`,
    `(?:dot|dat bom|no tung)\\s+(?:${TARGET_VI})`,
    '(?:dam|dap|ban|chem|giet) chet',
    'tat axit',
    'dat bom',
    'lieu hon',
    // "biết tay" as in "cho mày biết tay", not "biết tay nghề" (knows the craft).
    'biet tay(?!\\s+nghe)',
    '(?:may|chung may|tui may|bay|mi)\\s+(?:cu\\s+)?(?:cho|doi)\\s+(?:day|do)(?:\\s+ma xem)?',
    'ra duong (?:nho\\s+)?can than(?: day)?',
    // English: a speaker and a harm, or a harm and a victim.
    "i\\s*(?:will|'ll|ll|am going to|'m going to|m going to|'m gonna|m gonna|am gonna|gonna|swear i'll)\\s+(?:kill|hurt|shoot|stab|beat up|burn|find you|come for you)",
    'kill\\s+(?:you|him|her|them|that|the|every|all|everyone|everybody)',
    'burn (?:this|the|your|that) (?:clinic|place|building|hospital)(?: down)?',
    'burn (?:it|this place) down',
    'bomb(?:s|ing)?',
    'shoot up',
    'watch your back',
    'i know where you (?:live|park)',
    "you(?:'ll| will) (?:regret|pay for)",
    'make you pay',
  ],
  // In a text written with tones an unmarked "bom" is the bomb: the pump is "bơm".
  toned: ['bom'],
  lower: ['chờ đấy', 'đợi đấy', 'chờ đó mà xem', 'đợi đó mà xem', 'tính sổ'],
};

/** "Đau muốn chết" (it hurts like hell) is an intensifier, not a wish to die. */
const INTENSIFIED =
  'dau|met|so|nong|doi|lanh|chan|ngua|buon|tuc|ngai|que|lo|cuoi|them|khat|nhuc|oi|ret|dien';

export const SELF_HARM_LEXICON: Lexicon = {
  folded: [
    `(?<!(?<![\\p{L}])(?:${INTENSIFIED})(?:\\s[\\p{L}]+)?\\s)(?:chi\\s+)?muon chet`,
    '(?:khong|ko|k|chang|cha|hong|hok) (?:muon|thiet) song(?: nua)?',
    'chan song',
    'tu sat',
    'tu ket lieu(?: (?:cuoc )?doi(?: minh)?| ban than)?',
    'ket lieu (?:(?:cuoc )?doi minh|ban than)',
    'tu (?:cat|rach) (?:tay|co tay)',
    'tu (?:lam )?hai ban than',
    'nhay (?:cau|lau)(?: tu tu)?',
    // "tự tử" typed without tones is "từ từ" (slowly) unless the words around it say otherwise.
    '(?:muon|dinh|nghi den(?: chuyen)?|nghi toi|co y dinh|tinh|doi) tu tu',
    'tu tu (?:chet|cho xong|cho roi)',
    'kill(?:ing)? myself',
    '(?:end|ending|take|taking) my (?:own )?life',
    'end it all',
    'suicid(?:e|al)',
    '(?:want|wanna|wanted) to die',
    "(?:don't|dont|do not) want to live",
    'no reason to live',
    'better off dead',
    '(?:hurt|hurting|cut|cutting) myself',
    'self[- ]harm',
  ],
  lower: ['tự tử', 'tự vẫn'],
};
