/**
 * Flat vector illustrations for the demo data: doctor portraits (400×400) and clinic facades
 * (800×450). Pure SVG with shapes only (no text, fonts or external images), then rendered to
 * WebP with sharp.
 */
import sharp from 'sharp';

export const PORTRAIT_SIZE = 400;
export const CLINIC_IMAGE_WIDTH = 800;
export const CLINIC_IMAGE_HEIGHT = 450;

export type SkinTone = 'fair' | 'light' | 'medium' | 'tan' | 'deep';
export type HairStyle = 'short' | 'side-part' | 'crew' | 'receding' | 'bob' | 'long' | 'bun';
export type HairColor = 'black' | 'dark-brown' | 'grey' | 'salt-pepper';
export type PortraitBackground =
  | 'sky'
  | 'mint'
  | 'peach'
  | 'lavender'
  | 'sand'
  | 'rose'
  | 'sage'
  | 'blue'
  | 'teal'
  | 'coral';
/** What shows inside the open white coat. */
export type CoatInner = 'scrubs' | 'shirt-tie' | 'blouse';
export type AccentColor = 'navy' | 'pink' | 'teal' | 'blue' | 'burgundy' | 'green' | 'purple';

export interface DoctorPortrait {
  skin: SkinTone;
  hair: HairStyle;
  hairColor: HairColor;
  background: PortraitBackground;
  inner: CoatInner;
  /** Colour of the scrubs, tie or blouse, and of the pens in the coat pocket. */
  accent: AccentColor;
  glasses: boolean;
}

const SKIN: Record<SkinTone, { base: string; shade: string; blush: string }> = {
  fair: { base: '#F8DCC8', shade: '#E9BFA4', blush: '#F29C93' },
  light: { base: '#F1C9A5', shade: '#DCAA84', blush: '#EC8F7E' },
  medium: { base: '#E0AC82', shade: '#C88F66', blush: '#D9775F' },
  tan: { base: '#C98E63', shade: '#AE744C', blush: '#C0654C' },
  deep: { base: '#A86B45', shade: '#8B5434', blush: '#A4523A' },
};

const HAIR: Record<HairColor, { base: string; shine: string }> = {
  black: { base: '#221C1A', shine: '#3D3431' },
  'dark-brown': { base: '#3E2A1F', shine: '#5C4132' },
  grey: { base: '#A7A9AC', shine: '#C6C8CB' },
  'salt-pepper': { base: '#6B6764', shine: '#8F8A86' },
};

const BACKGROUND: Record<PortraitBackground, { base: string; light: string; deco: string }> = {
  sky: { base: '#CFE6F7', light: '#E8F3FC', deco: '#A8D0EE' },
  mint: { base: '#CDEEE2', light: '#E6F8F1', deco: '#9BDAC3' },
  peach: { base: '#FCE0CD', light: '#FEF0E6', deco: '#F5BD9C' },
  lavender: { base: '#E2DAF5', light: '#F1EDFB', deco: '#C2B3EA' },
  sand: { base: '#F2E4C4', light: '#FAF3E2', deco: '#E0C78F' },
  rose: { base: '#F8D5DE', light: '#FCEBF0', deco: '#EDAABB' },
  sage: { base: '#DAE7CF', light: '#EDF4E7', deco: '#B1CC9D' },
  blue: { base: '#D3DDF7', light: '#E9EEFC', deco: '#A6B9EE' },
  teal: { base: '#C6E8E9', light: '#E2F5F5', deco: '#8CCDD0' },
  coral: { base: '#FAD2C5', light: '#FDE9E2', deco: '#F0A28B' },
};

const ACCENT: Record<AccentColor, { base: string; dark: string }> = {
  navy: { base: '#2E3F6E', dark: '#202D52' },
  pink: { base: '#E2789A', dark: '#C65C7F' },
  teal: { base: '#1F9D99', dark: '#167C79' },
  blue: { base: '#3B7DD8', dark: '#2A62B3' },
  burgundy: { base: '#8E3150', dark: '#6E223C' },
  green: { base: '#2E9E6A', dark: '#227D52' },
  purple: { base: '#7A5CC4', dark: '#5F44A3' },
};

const COAT = { base: '#FFFFFF', shade: '#E2E8EF', line: '#C9D3DE' };
const INK = '#2A2322';

// ------------------------------------------------------------------ portrait parts

function portraitBackground(bg: { base: string; light: string; deco: string }): string {
  const plus = (x: number, y: number, s: number) =>
    `<path d="M${x - s / 6} ${y - s / 2}h${s / 3}v${s / 3}h${s / 3}v${s / 3}h-${s / 3}v${s / 3}h-${s / 3}v-${s / 3}h-${s / 3}v-${s / 3}h${s / 3}z" fill="${bg.deco}"/>`;
  return [
    `<rect width="400" height="400" fill="${bg.base}"/>`,
    `<circle cx="200" cy="188" r="150" fill="${bg.light}"/>`,
    `<circle cx="58" cy="70" r="22" fill="${bg.deco}" opacity="0.45"/>`,
    `<circle cx="350" cy="320" r="34" fill="${bg.deco}" opacity="0.35"/>`,
    `<circle cx="332" cy="92" r="8" fill="${bg.deco}" opacity="0.6"/>`,
    plus(338, 60, 30),
    plus(62, 300, 22),
  ].join('');
}

/** Hair drawn behind the head and body (long hair, bob and bun volume). */
function hairBack(style: HairStyle, color: string): string {
  switch (style) {
    case 'long':
      return `<path d="M130 318C112 250 114 168 134 130C152 96 176 88 200 88C226 88 250 96 266 130C286 168 288 250 270 318Z" fill="${color}"/>`;
    case 'bob':
      return `<path d="M128 252C118 200 124 140 146 114C162 96 182 90 200 90C220 90 240 96 256 114C278 140 284 200 272 252C262 262 240 262 232 254L168 254C160 262 138 262 128 252Z" fill="${color}"/>`;
    case 'bun':
      return `<circle cx="200" cy="92" r="27" fill="${color}"/>`;
    default:
      return '';
  }
}

/** Hair drawn over the top of the head. */
function hairFront(style: HairStyle, color: string, shine: string): string {
  switch (style) {
    case 'short':
      return [
        `<path d="M138 186C128 132 150 100 186 94C220 88 258 100 266 140C270 158 266 174 262 186C258 164 250 148 240 140C214 150 180 148 158 136C148 150 142 166 138 186Z" fill="${color}"/>`,
        `<path d="M176 104C196 98 222 100 238 110" stroke="${shine}" stroke-width="5" stroke-linecap="round" fill="none"/>`,
      ].join('');
    case 'side-part':
      return [
        `<path d="M138 190C126 136 146 100 184 92C222 84 262 100 266 146C268 164 265 178 262 190C258 166 252 150 244 142C226 130 196 128 176 124C166 138 150 156 138 190Z" fill="${color}"/>`,
        `<path d="M176 124C196 120 236 124 256 140C248 116 226 104 198 104" stroke="${shine}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
      ].join('');
    case 'crew':
      return `<path d="M141 176C138 128 164 104 200 104C236 104 262 128 259 176C254 152 240 134 200 132C160 134 146 152 141 176Z" fill="${color}"/>`;
    case 'receding':
      return [
        `<path d="M141 196C137 166 142 142 156 126C160 146 156 170 152 196Z" fill="${color}"/>`,
        `<path d="M259 196C263 166 258 142 244 126C240 146 244 170 248 196Z" fill="${color}"/>`,
        `<path d="M160 122C176 108 224 108 240 122C226 116 174 116 160 122Z" fill="${color}"/>`,
      ].join('');
    case 'bob':
      return [
        `<path d="M140 196C134 134 162 104 200 104C238 104 266 134 260 196C254 160 240 138 214 130C196 150 166 164 140 196Z" fill="${color}"/>`,
        `<path d="M174 116C196 106 226 108 244 124" stroke="${shine}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
      ].join('');
    case 'long':
      return [
        `<path d="M140 200C132 136 160 104 200 104C240 104 268 136 260 200C254 160 234 132 200 124C166 132 146 160 140 200Z" fill="${color}"/>`,
        `<path d="M200 106L200 124" stroke="${shine}" stroke-width="2" fill="none"/>`,
      ].join('');
    case 'bun':
      return [
        `<path d="M141 182C138 132 166 108 200 108C234 108 262 132 259 182C252 152 232 134 200 132C168 134 148 152 141 182Z" fill="${color}"/>`,
        `<path d="M170 120C186 112 214 112 230 120" stroke="${shine}" stroke-width="3" stroke-linecap="round" fill="none"/>`,
        `<circle cx="192" cy="84" r="8" fill="${shine}" opacity="0.6"/>`,
      ].join('');
  }
}

function face(p: DoctorPortrait, skin: { base: string; shade: string; blush: string }): string {
  const brow = HAIR[p.hairColor].base;
  // Long hair and bobs cover the ears.
  const ears =
    p.hair === 'long' || p.hair === 'bob'
      ? []
      : [
          `<ellipse cx="141" cy="190" rx="11" ry="16" fill="${skin.base}"/>`,
          `<ellipse cx="259" cy="190" rx="11" ry="16" fill="${skin.base}"/>`,
          `<ellipse cx="142" cy="191" rx="5" ry="9" fill="${skin.shade}"/>`,
          `<ellipse cx="258" cy="191" rx="5" ry="9" fill="${skin.shade}"/>`,
        ];
  const parts = [
    ...ears,
    // head
    `<path d="M142 176C142 128 168 108 200 108C232 108 258 128 258 176C258 226 232 252 200 252C168 252 142 226 142 176Z" fill="${skin.base}"/>`,
    // eyebrows
    `<path d="M167 172Q179 165 191 170" stroke="${brow}" stroke-width="4.5" stroke-linecap="round" fill="none"/>`,
    `<path d="M209 170Q221 165 233 172" stroke="${brow}" stroke-width="4.5" stroke-linecap="round" fill="none"/>`,
    // eyes
    `<ellipse cx="179" cy="189" rx="5.5" ry="6.5" fill="${INK}"/>`,
    `<ellipse cx="221" cy="189" rx="5.5" ry="6.5" fill="${INK}"/>`,
    `<circle cx="181" cy="187" r="1.8" fill="#FFFFFF"/>`,
    `<circle cx="223" cy="187" r="1.8" fill="#FFFFFF"/>`,
    // nose
    `<path d="M200 196Q195 210 200 213Q203 214 206 212" stroke="${skin.shade}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
    // cheeks
    `<circle cx="166" cy="212" r="10" fill="${skin.blush}" opacity="0.28"/>`,
    `<circle cx="234" cy="212" r="10" fill="${skin.blush}" opacity="0.28"/>`,
    // smile
    `<path d="M184 224Q200 240 216 224Q200 230 184 224Z" fill="#8C3A33" stroke="#8C3A33" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M188 226Q200 230 212 226L211 228Q200 231 189 228Z" fill="#FFFFFF"/>`,
  ];
  if (p.glasses) {
    parts.push(
      `<rect x="162" y="177" width="34" height="25" rx="9" fill="#FFFFFF" fill-opacity="0.18" stroke="#2F3540" stroke-width="3"/>`,
      `<rect x="204" y="177" width="34" height="25" rx="9" fill="#FFFFFF" fill-opacity="0.18" stroke="#2F3540" stroke-width="3"/>`,
      `<path d="M196 187Q200 183 204 187" stroke="#2F3540" stroke-width="3" fill="none"/>`,
      `<path d="M162 185L145 181M238 185L255 181" stroke="#2F3540" stroke-width="3" stroke-linecap="round"/>`,
    );
  }
  return parts.join('');
}

function body(p: DoctorPortrait, skin: { base: string; shade: string }): string {
  const accent = ACCENT[p.accent];
  const parts: string[] = [
    // neck with a soft shadow under the chin
    `<path d="M174 226L174 292L226 292L226 226Z" fill="${skin.base}"/>`,
    `<path d="M174 236C184 252 216 252 226 236L226 256C214 266 186 266 174 256Z" fill="${skin.shade}"/>`,
    // coat
    `<path d="M34 400C38 336 80 304 150 290L250 290C320 304 362 336 366 400Z" fill="${COAT.base}"/>`,
    `<path d="M34 400C38 352 60 326 92 312C80 340 78 372 82 400Z" fill="${COAT.shade}"/>`,
    `<path d="M366 400C362 352 340 326 308 312C320 340 322 372 318 400Z" fill="${COAT.shade}"/>`,
  ];
  switch (p.inner) {
    case 'scrubs':
      parts.push(
        `<path d="M160 290L240 290L200 392Z" fill="${accent.base}"/>`,
        `<path d="M176 290L224 290L200 326Z" fill="${skin.base}"/>`,
        `<path d="M176 290L200 326L224 290" stroke="${accent.dark}" stroke-width="4" stroke-linejoin="round" fill="none"/>`,
      );
      break;
    case 'shirt-tie':
      parts.push(
        `<path d="M160 290L240 290L200 392Z" fill="#EEF4FB"/>`,
        `<path d="M192 300L208 300L212 312L204 318L196 318L188 312Z" fill="${accent.dark}"/>`,
        `<path d="M196 316L204 316L214 372L200 390L186 372Z" fill="${accent.base}"/>`,
        `<path d="M200 322L210 340M193 346L209 364" stroke="${accent.dark}" stroke-width="3" opacity="0.5"/>`,
        `<path d="M170 284L200 300L186 320Z" fill="#FFFFFF" stroke="#D5DEE8" stroke-width="2" stroke-linejoin="round"/>`,
        `<path d="M230 284L200 300L214 320Z" fill="#FFFFFF" stroke="#D5DEE8" stroke-width="2" stroke-linejoin="round"/>`,
      );
      break;
    case 'blouse':
      parts.push(
        `<path d="M160 290L240 290L200 392Z" fill="${accent.base}"/>`,
        `<path d="M176 290C180 308 220 308 224 290Z" fill="${skin.base}"/>`,
        `<path d="M174 290C178 312 222 312 226 290" stroke="${accent.dark}" stroke-width="4" fill="none"/>`,
        `<circle cx="200" cy="318" r="3" fill="#FFFFFF" opacity="0.7"/>`,
      );
      break;
  }
  parts.push(
    // lapels
    `<path d="M150 290L172 286L200 392L176 350L160 344L172 326Z" fill="${COAT.base}" stroke="${COAT.line}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M250 290L228 286L200 392L224 350L240 344L228 326Z" fill="${COAT.base}" stroke="${COAT.line}" stroke-width="2.5" stroke-linejoin="round"/>`,
    `<path d="M200 392L200 400" stroke="${COAT.line}" stroke-width="3"/>`,
    // pocket with pens
    `<path d="M262 358L266 348M274 358L276 344" stroke-width="5" stroke-linecap="round" stroke="${accent.base}"/>`,
    `<circle cx="266" cy="348" r="3" fill="${accent.dark}"/>`,
    `<rect x="252" y="356" width="44" height="36" rx="5" fill="${COAT.base}" stroke="${COAT.line}" stroke-width="2.5"/>`,
    // badge
    `<rect x="110" y="352" width="40" height="26" rx="4" fill="${accent.base}"/>`,
    `<rect x="116" y="358" width="12" height="14" rx="2" fill="#FFFFFF" opacity="0.9"/>`,
    `<path d="M132 361L144 361M132 368L141 368" stroke="#FFFFFF" stroke-width="3" stroke-linecap="round" opacity="0.9"/>`,
  );
  return parts.join('');
}

function stethoscope(): string {
  const tube = '#3A4252';
  return [
    `<path d="M164 288C150 316 150 344 170 364" stroke="${tube}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<path d="M236 288C252 314 252 330 240 348" stroke="${tube}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
    `<path d="M240 348L232 358M240 348L250 356" stroke="#AEB8C4" stroke-width="4" stroke-linecap="round"/>`,
    `<circle cx="232" cy="358" r="3.5" fill="${tube}"/>`,
    `<circle cx="250" cy="356" r="3.5" fill="${tube}"/>`,
    `<circle cx="174" cy="372" r="12" fill="#C9D2DC" stroke="${tube}" stroke-width="4"/>`,
    `<circle cx="174" cy="372" r="5" fill="#8E9AA8"/>`,
  ].join('');
}

/** A friendly flat bust of a doctor in a white coat, 400×400. */
export function doctorPortraitSvg(portrait: DoctorPortrait): string {
  const skin = SKIN[portrait.skin];
  const hair = HAIR[portrait.hairColor];
  const bg = BACKGROUND[portrait.background];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PORTRAIT_SIZE}" height="${PORTRAIT_SIZE}" viewBox="0 0 400 400">`,
    portraitBackground(bg),
    // The figure is drawn on a 400 grid and enlarged a little from the bottom centre.
    '<g transform="translate(200 400) scale(1.1) translate(-200 -400)">',
    hairBack(portrait.hair, hair.base),
    body(portrait, skin),
    stethoscope(),
    face(portrait, skin),
    hairFront(portrait.hair, hair.base, hair.shine),
    '</g>',
    '</svg>',
  ].join('');
}

// ------------------------------------------------------------------ clinic facade

interface ClinicPalette {
  skyTop: string;
  skyBottom: string;
  facade: string;
  facadeShade: string;
  accent: string;
  accentDark: string;
  cross: string;
  glass: string;
}

const CLINIC_PALETTES: readonly ClinicPalette[] = [
  {
    skyTop: '#8FC8F0',
    skyBottom: '#DDF0FB',
    facade: '#F7F8FA',
    facadeShade: '#DCE2EA',
    accent: '#1F9D99',
    accentDark: '#167C79',
    cross: '#E5484D',
    glass: '#A9D8F0',
  },
  {
    skyTop: '#9CC3F2',
    skyBottom: '#E6F0FC',
    facade: '#FBF4E8',
    facadeShade: '#E8DCC6',
    accent: '#3B7DD8',
    accentDark: '#2A62B3',
    cross: '#FFFFFF',
    glass: '#B5D9F2',
  },
  {
    skyTop: '#F6C7A4',
    skyBottom: '#FCEBDD',
    facade: '#EEF3F6',
    facadeShade: '#D3DDE5',
    accent: '#2E9E6A',
    accentDark: '#227D52',
    cross: '#FFFFFF',
    glass: '#A7D3E6',
  },
  {
    skyTop: '#86D0D6',
    skyBottom: '#DEF4F4',
    facade: '#F5F1F8',
    facadeShade: '#DED5E8',
    accent: '#7A5CC4',
    accentDark: '#5F44A3',
    cross: '#FFFFFF',
    glass: '#B9DDF0',
  },
  {
    skyTop: '#A6C8EE',
    skyBottom: '#EAF2FB',
    facade: '#E9F4F1',
    facadeShade: '#CBE0DA',
    accent: '#E0605E',
    accentDark: '#BE4745',
    cross: '#FFFFFF',
    glass: '#ADD6EE',
  },
  {
    skyTop: '#B9B4EC',
    skyBottom: '#EEEDFB',
    facade: '#FFFFFF',
    facadeShade: '#DFE4EC',
    accent: '#2E3F6E',
    accentDark: '#202D52',
    cross: '#E5484D',
    glass: '#A9CFEA',
  },
];

function windowPane(x: number, y: number, w: number, h: number, glass: string, frame: string) {
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="3" fill="${glass}" stroke="${frame}" stroke-width="3"/>`,
    `<path d="M${x + w * 0.15} ${y + h - 4}L${x + w * 0.55} ${y + 4}L${x + w * 0.75} ${y + 4}L${x + w * 0.35} ${y + h - 4}Z" fill="#FFFFFF" opacity="0.35"/>`,
  ].join('');
}

function tree(x: number, ground: number, scale: number, green: string, dark: string): string {
  const s = (n: number) => n * scale;
  return [
    `<rect x="${x - s(5)}" y="${ground - s(70)}" width="${s(10)}" height="${s(70)}" rx="${s(3)}" fill="#8A6A4F"/>`,
    `<circle cx="${x}" cy="${ground - s(92)}" r="${s(34)}" fill="${dark}"/>`,
    `<circle cx="${x - s(20)}" cy="${ground - s(78)}" r="${s(24)}" fill="${green}"/>`,
    `<circle cx="${x + s(18)}" cy="${ground - s(104)}" r="${s(24)}" fill="${green}"/>`,
    `<circle cx="${x + s(22)}" cy="${ground - s(74)}" r="${s(20)}" fill="${dark}"/>`,
  ].join('');
}

function cloud(x: number, y: number, scale: number): string {
  const s = (n: number) => n * scale;
  return [
    `<g fill="#FFFFFF" opacity="0.9">`,
    `<circle cx="${x}" cy="${y}" r="${s(22)}"/>`,
    `<circle cx="${x + s(26)}" cy="${y - s(10)}" r="${s(28)}"/>`,
    `<circle cx="${x + s(56)}" cy="${y}" r="${s(20)}"/>`,
    `<rect x="${x}" y="${y}" width="${s(56)}" height="${s(20)}"/>`,
    `</g>`,
  ].join('');
}

/** A flat illustration of a modern clinic facade with a medical cross, 800×450. */
export function clinicImageSvg(index: number): string {
  const n = CLINIC_PALETTES.length;
  const p = CLINIC_PALETTES[((index % n) + n) % n] as ClinicPalette;
  const floors = index % 2 === 0 ? 3 : 4;
  const mirrored = index % 3 === 1;
  const ground = 392;
  const floorH = floors === 3 ? 62 : 50;
  const windowH = floorH - 22;
  const curtainWall = index % 3 === 2;
  const top = ground - 96 - floors * floorH;
  const frame = p.facadeShade;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CLINIC_IMAGE_WIDTH}" height="${CLINIC_IMAGE_HEIGHT}" viewBox="0 0 800 450">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`,
    `<rect width="800" height="450" fill="url(#sky)"/>`,
    `<circle cx="${mirrored ? 120 : 680}" cy="78" r="34" fill="#FFF6D6" opacity="0.95"/>`,
    cloud(mirrored ? 560 : 90, 92, 1),
    cloud(mirrored ? 250 : 470, 58, 0.7),
    // distant skyline
    `<path d="M0 ${ground}L0 250L60 250L60 210L120 210L120 270L150 270L150 ${ground}Z" fill="#FFFFFF" opacity="0.35"/>`,
    `<path d="M650 ${ground}L650 230L700 230L700 190L760 190L760 240L800 240L800 ${ground}Z" fill="#FFFFFF" opacity="0.35"/>`,
  ];
  const g: string[] = [];
  // side wing (left unless mirrored)
  g.push(
    `<rect x="120" y="${ground - 150}" width="110" height="150" fill="${p.facadeShade}"/>`,
    `<rect x="114" y="${ground - 158}" width="122" height="10" rx="2" fill="${p.accentDark}"/>`,
  );
  for (let r = 0; r < 2; r++) {
    for (let c = 0; c < 2; c++) {
      g.push(windowPane(136 + c * 48, ground - 132 + r * 58, 34, 40, p.glass, '#FFFFFF'));
    }
  }
  // main block
  g.push(
    `<rect x="230" y="${top}" width="400" height="${ground - top}" fill="${p.facade}"/>`,
    `<rect x="222" y="${top - 12}" width="416" height="14" rx="3" fill="${p.accent}"/>`,
    `<rect x="600" y="${top}" width="30" height="${ground - top}" fill="${p.facadeShade}"/>`,
  );
  for (let f = 0; f < floors; f++) {
    const y = top + 18 + f * floorH;
    if (curtainWall) {
      // one continuous glass band per floor with thin mullions
      g.push(windowPane(250, y, 340, windowH, p.glass, frame));
      for (let c = 1; c < 6; c++) {
        g.push(
          `<rect x="${248 + c * 57}" y="${y}" width="4" height="${windowH}" fill="${frame}"/>`,
        );
      }
    } else {
      for (let c = 0; c < 5; c++) {
        g.push(windowPane(250 + c * 68, y, 52, windowH, p.glass, frame));
      }
    }
    g.push(`<rect x="244" y="${y + windowH + 6}" width="350" height="5" rx="2" fill="${frame}"/>`);
  }
  // sign band with the cross and a stylised name (no text)
  const signY = ground - 96;
  g.push(
    `<rect x="250" y="${signY}" width="340" height="30" rx="6" fill="${p.accent}"/>`,
    `<rect x="262" y="${signY + 5}" width="20" height="20" rx="4" fill="#FFFFFF"/>`,
    `<path d="M269 ${signY + 7}h6v5h5v6h-5v5h-6v-5h-5v-6h5z" fill="${p.accent}"/>`,
    `<rect x="294" y="${signY + 10}" width="120" height="10" rx="5" fill="#FFFFFF" opacity="0.9"/>`,
    `<rect x="424" y="${signY + 10}" width="70" height="10" rx="5" fill="#FFFFFF" opacity="0.6"/>`,
  );
  // entrance: canopy and glass doors
  g.push(
    `<rect x="330" y="${ground - 62}" width="180" height="62" fill="${p.glass}" stroke="${frame}" stroke-width="4"/>`,
    `<path d="M420 ${ground - 62}L420 ${ground}" stroke="${frame}" stroke-width="4"/>`,
    `<path d="M345 ${ground - 6}L385 ${ground - 56}L400 ${ground - 56}L360 ${ground - 6}Z" fill="#FFFFFF" opacity="0.35"/>`,
    `<path d="M435 ${ground - 6}L475 ${ground - 56}L488 ${ground - 56}L448 ${ground - 6}Z" fill="#FFFFFF" opacity="0.35"/>`,
    `<rect x="412" y="${ground - 36}" width="4" height="14" rx="2" fill="${p.accentDark}"/>`,
    `<rect x="424" y="${ground - 36}" width="4" height="14" rx="2" fill="${p.accentDark}"/>`,
    `<path d="M316 ${ground - 62}L524 ${ground - 62}L512 ${ground - 76}L328 ${ground - 76}Z" fill="${p.accentDark}"/>`,
    `<rect x="250" y="${ground - 56}" width="60" height="44" rx="3" fill="${p.glass}" stroke="${frame}" stroke-width="3"/>`,
    `<rect x="530" y="${ground - 56}" width="60" height="44" rx="3" fill="${p.glass}" stroke="${frame}" stroke-width="3"/>`,
  );
  // big cross on a tower box at the roofline
  const cx = 560;
  const cy = top - 44;
  g.push(
    `<rect x="${cx - 6}" y="${cy + 30}" width="12" height="${top - cy - 30}" fill="${p.facadeShade}"/>`,
    `<rect x="${cx - 34}" y="${cy - 34}" width="68" height="68" rx="14" fill="${p.cross === '#FFFFFF' ? p.accent : '#FFFFFF'}" stroke="${p.accentDark}" stroke-width="3"/>`,
    `<path d="M${cx - 9} ${cy - 24}h18v15h15v18h-15v15h-18v-15h-15v-18h15z" fill="${p.cross === '#FFFFFF' ? '#FFFFFF' : p.cross}"/>`,
  );
  // planters and shrubs along the front
  for (const x of [262, 540]) {
    g.push(
      `<rect x="${x}" y="${ground - 14}" width="46" height="14" rx="3" fill="${p.accentDark}"/>`,
      `<circle cx="${x + 12}" cy="${ground - 18}" r="12" fill="#4FA068"/>`,
      `<circle cx="${x + 30}" cy="${ground - 20}" r="14" fill="#3E8C58"/>`,
    );
  }
  const building = g.join('');
  out.push(mirrored ? `<g transform="translate(800 0) scale(-1 1)">${building}</g>` : building);
  out.push(
    tree(mirrored ? 720 : 80, ground, 1, '#5DB075', '#3F9158'),
    tree(mirrored ? 90 : 700, ground, 0.85, '#6BBF7E', '#47985F'),
    // pavement, curb and road
    `<rect x="0" y="${ground}" width="800" height="26" fill="#E3E6EA"/>`,
    `<rect x="0" y="${ground + 26}" width="800" height="6" fill="#C4CAD2"/>`,
    `<rect x="0" y="${ground + 32}" width="800" height="26" fill="#8C949E"/>`,
    `<path d="M40 ${ground + 45}h60M160 ${ground + 45}h60M280 ${ground + 45}h60M400 ${ground + 45}h60M520 ${ground + 45}h60M640 ${ground + 45}h60M760 ${ground + 45}h60" stroke="#F4F5F7" stroke-width="4"/>`,
    '</svg>',
  );
  return out.join('');
}

/** Renders an SVG string to WebP at the given width (height follows the aspect ratio). */
export async function renderSvgToWebp(svg: string, width: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width).webp({ quality: 80 }).toBuffer();
}
