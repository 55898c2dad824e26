import { describe, expect, it } from 'vitest';
import { TOPIC_IDS } from '../../../shared/topics';
import { detectTopics, foldText, type TopicMatch } from './detect';
import type { Lexicon } from './lexicon';
import { LEXICON_EN } from './lexicon-en';
import { LEXICON_VI } from './lexicon-vi';

const topics = (text: string) => detectTopics(text).map((m) => m.topic);
const asMap = (ms: TopicMatch[]) => Object.fromEntries(ms.map((m) => [m.topic, m.words]));

describe('foldText', () => {
  it('keeps one character per character: lower-case with tones, and without marks', () => {
    const f = foldText('Đợi LÂU ở Bệnh Viện');
    expect(f.lower).toBe('đợi lâu ở bệnh viện');
    expect(f.folded).toBe('doi lau o benh vien');
    expect(f.folded.length).toBe(f.text.length);
  });

  it('composes decomposed input first, so indices stay those of the text shown', () => {
    const f = foldText('cho\u031b\u0300 la\u0302u');
    expect(f.text).toBe('chờ lâu');
    expect(f.folded).toBe('cho lau');
  });
});

describe('detectTopics in Vietnamese with diacritics', () => {
  it('finds each topic with the words as written', () => {
    const found = detectTopics(
      'Bác sĩ rất Tận Tâm, giải thích kỹ. Nhưng phải chờ rất lâu, giá hơi đắt và nhà vệ sinh bẩn.',
    );
    expect(asMap(found)).toEqual({
      waiting_time: ['chờ rất lâu'],
      explanation: ['giải thích'],
      attitude: ['Tận Tâm'],
      cost: ['giá hơi đắt'],
      // Matches only a space apart read as one phrase.
      facilities: ['vệ sinh bẩn'],
    });
  });

  it('reads results and procedures', () => {
    expect(topics('Thủ tục đăng ký nhanh gọn. Uống thuốc ba ngày là hết sốt.')).toEqual([
      'waiting_time',
      'results',
      'procedures',
    ]);
  });

  it('accepts both places of the tone mark and i or y', () => {
    expect(topics('Nhân viên hoà nhã')).toEqual(['attitude']);
    expect(topics('Nhân viên hòa nhã')).toEqual(['attitude']);
    expect(topics('đăng kí online')).toEqual(['procedures']);
    expect(topics('đăng ký online')).toEqual(['procedures']);
  });

  it('does not take look-alikes for topics', () => {
    expect(topics('Tôi rất mong chờ lần tái khám tới.')).toEqual([]);
    expect(topics('Bác sĩ kê thuốc cho tôi.')).toEqual([]);
    expect(topics('Lâu lắm rồi mới gặp bác sĩ như vậy.')).toEqual([]);
    expect(topics('Tôi có tiền sử hen suyễn, giá như đi khám sớm hơn.')).toEqual([]);
    expect(topics('Tôi sẽ đánh giá 5 sao cho chi nhánh này.')).toEqual([]);
    expect(topics('Bé nhà mình nhanh khỏi bệnh.')).toEqual(['results']);
  });

  it('still counts a negated mention, keeping the negation in the words', () => {
    expect(asMap(detectTopics('Không phải chờ đợi gì cả.'))).toEqual({
      waiting_time: ['Không phải chờ đợi'],
    });
    expect(asMap(detectTopics('Bác sĩ chẳng giải thích gì.'))).toEqual({
      explanation: ['chẳng giải thích'],
    });
  });

  it('matches whole words only', () => {
    expect(topics('Chờn vờn')).toEqual([]);
    expect(topics('Một chi nhánh mới')).toEqual([]);
  });
});

describe('detectTopics in Vietnamese typed without diacritics', () => {
  it('finds unambiguous phrases and shorthand (ko, dc, bs, pk, nhìu, r)', () => {
    const found = detectTopics(
      'bs tan tam nhung ko giai thich j, cho lau qua. pk sach, gia hoi mac',
    );
    expect(asMap(found)).toEqual({
      waiting_time: ['cho lau qua'],
      explanation: ['ko giai thich'],
      attitude: ['tan tam'],
      // Without tones "gia" is also "family" or "old": only "hơi mắc" counts.
      cost: ['hoi mac'],
      facilities: ['sach'],
    });
    expect(
      asMap(detectTopics('kham xong dc dan do nhìu, uong thuoc 2 hom la khoi benh r')),
    ).toEqual({
      explanation: ['dan do'],
      results: ['khoi benh'],
    });
  });

  it('leaves single toneless words that have another reading', () => {
    // "cho" is "for" or "give" here, "do" is "because".
    expect(topics('bs cho toi thuoc uong, dan do ky cach uong')).toEqual(['explanation']);
    expect(topics('con dang mong cho den lan tai kham')).toEqual([]);
    expect(topics('ket qua la ca nha deu kham o day')).toEqual([]);
  });

  it('counts a wait given in numbers', () => {
    expect(asMap(detectTopics('doi 45p moi dc goi vao'))).toEqual({
      waiting_time: ['doi 45p moi dc goi'],
    });
  });
});

describe('detectTopics in English', () => {
  it('finds the topics with the words as written', () => {
    const found = detectTopics(
      'Waited two hours, but the doctor Explained everything and was kind. Quite expensive.',
    );
    expect(asMap(found)).toEqual({
      waiting_time: ['Waited two hours'],
      explanation: ['Explained'],
      attitude: ['kind'],
      cost: ['expensive'],
    });
  });

  it('reads typographic apostrophes and keeps them in the words', () => {
    expect(asMap(detectTopics('She didn’t explain anything.'))).toEqual({
      explanation: ['didn’t explain'],
    });
  });

  it('does not take look-alikes for topics', () => {
    expect(topics('In my free time I read about nutrition.')).toEqual([]);
    expect(topics("There's room for improvement, but I'd go back.")).toEqual([]);
    expect(topics('The doctor in charge was kind of quiet.')).toEqual(['facilities']);
    expect(topics("Can't wait to tell my sister about this place.")).toEqual([]);
    expect(topics('I feel fine now.')).toEqual(['results']);
  });
});

describe('detectTopics with the chain’s own topics', () => {
  const extra = [
    { id: 'parking_fee', words: ['phí gửi xe', 'vé xe', 'valet'] },
    { id: 'pharmacy', words: ['nhà thuốc', 'thuốc'] },
  ];

  it('finds them after the built-in ones, phrases also without tones', () => {
    expect(asMap(detectTopics('Phí gửi xe 10k, nha thuoc xa', extra))).toEqual({
      cost: ['Phí', '10k'],
      facilities: ['gửi xe'],
      parking_fee: ['Phí gửi xe'],
      pharmacy: ['nha thuoc'],
    });
    expect(asMap(detectTopics('phi gui xe dat qua, valet parking', extra))).toEqual({
      cost: ['dat qua'],
      facilities: ['gui xe', 'parking'],
      parking_fee: ['phi gui xe', 'valet'],
    });
  });

  it('finds a single word with diacritics only as written', () => {
    expect(topics('mua thuoc o ngoai')).not.toContain('pharmacy');
    expect(detectTopics('mua thuốc ở ngoài', extra)).toEqual([
      { topic: 'pharmacy', words: ['thuốc'] },
    ]);
  });

  it('adds its words to a built-in topic of the same id', () => {
    const found = detectTopics('Chờ lâu, bị bùng hẹn', [
      { id: 'waiting_time', words: ['bùng hẹn'] },
    ]);
    expect(found).toEqual([{ topic: 'waiting_time', words: ['Chờ lâu', 'bùng hẹn'] }]);
  });
});

describe('detectTopics on everyday wording', () => {
  it('reads outcomes in Vietnamese: no effect, relapse, a side effect, healed, found early', () => {
    expect(topics('Uống thuốc cả tuần không ăn thua.')).toEqual(['results']);
    expect(topics('Mẩn ngứa đã lặn hết.')).toEqual(['results']);
    expect(topics('Bệnh vẫn y nguyên.')).toEqual(['results']);
    expect(topics('Uống 2 hôm là khỏi.')).toEqual(['results']);
    expect(topics('Sau tiêm bé bị sốt.')).toEqual(['results']);
    expect(topics('Bác sĩ phát hiện sớm nên mổ kịp.')).toEqual(['results']);
    expect(topics('Kết quả xét nghiệm bình thường.')).toEqual(['results']);
    // Typed without tones: "là khỏi" ending a clause, "thấy đỡ hơn", "đỡ hẳn".
    expect(topics('uong 3 hom la khoi.')).toEqual(['results']);
    expect(topics('uong thuoc ko an thua')).toEqual(['results']);
    expect(asMap(detectTopics('thay do hon nhieu'))).toEqual({ results: ['thay do'] });
    expect(topics('uong thuoc do han')).toEqual(['results']);
  });

  it('does not read a better service or a booking that went through as an outcome', () => {
    expect(topics('Dịch vụ khá hơn trước.')).toEqual([]);
    expect(topics('Tôi không khỏi lo lắng trước khi mổ.')).toEqual([]);
    expect(topics('Đặt lịch thành công.')).toEqual(['procedures']);
    expect(topics('do han che nen ko kham dc')).toEqual([]);
    expect(topics('The service got worse.')).toEqual([]);
    expect(topics('Healthcare here is affordable.')).toEqual(['cost']);
    expect(topics("The app didn't work.")).toEqual(['procedures']);
  });

  it('reads outcomes in English: symptoms that stay, ease or come back, remedies that fail', () => {
    expect(topics('Still coughing after a week.')).toEqual(['results']);
    expect(asMap(detectTopics('The cream did nothing.'))).toEqual({
      results: ['cream did nothing'],
    });
    expect(topics('My eczema flared up again.')).toEqual(['results']);
    expect(topics('The swelling went down.')).toEqual(['results']);
    expect(topics('They caught it early.')).toEqual(['results']);
    expect(topics('Lab results were normal.')).toEqual(['results']);
  });

  it('keeps procedures to the steps, not a counter or a result named in passing', () => {
    expect(topics('Được tiếp đón nhiệt tình.')).toEqual(['attitude']);
    expect(topics('Chị ở quầy lễ tân rất dễ thương.')).toEqual(['attitude']);
    expect(topics('Bác sĩ xem kết quả rồi dặn uống thuốc.')).toEqual(['explanation']);
    expect(topics('Bác sĩ gọi điện hỏi thăm sau mổ.')).toEqual([]);
    // A booking used only as a yardstick for the wait.
    expect(topics('Đặt lịch trước mà vẫn phải chờ 40 phút.')).toEqual(['waiting_time']);
    expect(topics('At my appointment the doctor was kind.')).toEqual(['attitude']);
    expect(topics('The cashier was rude.')).toEqual(['attitude']);
    expect(topics('The nurse checked in on me.')).toEqual([]);
    expect(topics('Read reviews online first.')).toEqual([]);
  });

  it('finds the steps themselves', () => {
    expect(asMap(detectTopics('Ra quầy đóng tiền rồi quay lại phòng khám.'))).toEqual({
      procedures: ['Ra quầy đóng tiền'],
    });
    expect(topics('Nhận kết quả qua zalo.')).toEqual(['procedures']);
    expect(topics('Gọi tổng đài mãi không ai bắt máy.')).toEqual(['procedures']);
    expect(topics('Nobody answered the phone.')).toEqual(['procedures']);
    expect(topics('Booked an appointment through the app.')).toEqual(['procedures']);
    expect(topics('Got my results by email.')).toEqual(['procedures']);
    expect(topics('They only take cash.')).toEqual(['procedures']);
  });

  it('reads manner in English, said of people, and leaves its look-alikes', () => {
    expect(asMap(detectTopics('The nurses were lovely.'))).toEqual({
      attitude: ['nurses were lovely'],
    });
    expect(topics('He brushed me off.')).toEqual(['attitude']);
    expect(topics('She made me feel welcome.')).toEqual(['attitude']);
    expect(topics('Talked down to me.')).toEqual(['attitude']);
    expect(topics('On his phone the whole time.')).toEqual(['attitude']);
    expect(topics('What kind of clinic is this?')).toEqual([]);
    expect(topics('As a patient with asthma I go every month.')).toEqual([]);
    expect(topics('The waiting room was warm.')).toEqual(['facilities']);
    expect(topics('The doctor listened to my lungs.')).toEqual([]);
    expect(topics('The app is user-friendly.')).toEqual(['procedures']);
    // "quát" (shout) inside "tổng quát" (general).
    expect(topics('Gói khám tổng quát giá hợp lý.')).toEqual(['cost']);
  });

  it('reads explaining in English and leaves answering the phone or a detailed invoice', () => {
    expect(topics("Put it in layman's terms.")).toEqual(['explanation']);
    expect(topics('Broke it down for me.')).toEqual(['explanation']);
    expect(topics('Went over my scan with me.')).toEqual(['explanation']);
    expect(topics('Left me confused.')).toEqual(['explanation']);
    expect(topics('Kept us updated.')).toEqual(['explanation']);
    expect(topics('I highly recommend this clinic.')).toEqual([]);
    expect(topics('Questionable hygiene.')).toEqual(['facilities']);
    expect(topics('Detailed invoice.')).toEqual([]);
  });

  it('reads waiting typed without tones: slang, a degree of "lâu", a span of time', () => {
    expect(topics('ngoi moc re moi toi luot')).toEqual(['waiting_time']);
    expect(asMap(detectTopics('lau qua troi'))).toEqual({ waiting_time: ['lau qua'] });
    expect(topics('bs den tre 20p')).toEqual(['waiting_time']);
    expect(topics('hon 1 tieng moi dc vao')).toEqual(['waiting_time']);
    // How long a surgery took is not a wait, nor is a slow recovery.
    expect(topics('mo hon 2 tieng')).toEqual([]);
    expect(topics('benh lau khoi')).toEqual(['results']);
  });
});

/** An entry reduced to one plain phrase: its first alternatives, no gaps, no stems. */
const plainForm = (entry: string) =>
  entry
    .split(/\s+/)
    .filter((w) => w !== '…')
    .map((w) => w.split('/')[0]!.replace(/\*$/, ''))
    .join(' ');

describe('the lexicons', () => {
  it('find each of their own entries', () => {
    const lexicons: [string, Lexicon][] = [
      ['vi', LEXICON_VI],
      ['en', LEXICON_EN],
    ];
    const missed: string[] = [];
    for (const [lang, lexicon] of lexicons) {
      for (const topic of TOPIC_IDS) {
        const { any = [], toned = [] } = lexicon[topic];
        for (const entry of [...any, ...toned]) {
          if (!topics(plainForm(entry)).includes(topic)) missed.push(`${lang} ${topic}: ${entry}`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('finds nothing in an empty comment', () => {
    expect(detectTopics('')).toEqual([]);
    expect(detectTopics('   ')).toEqual([]);
  });
});
