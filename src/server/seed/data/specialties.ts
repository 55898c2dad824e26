/**
 * The specialties of the demo doctors with their English names and synonyms in both languages.
 * Migration 0013 installs the same taxonomy; the demo seed brings those rows up to date.
 */
export interface DemoSpecialty {
  slug: string;
  name_vi: string;
  name_en: string;
  synonyms_vi: string[];
  synonyms_en: string[];
}

export const DEMO_SPECIALTIES: readonly DemoSpecialty[] = [
  {
    slug: 'cardiology',
    name_vi: 'Tim mạch',
    name_en: 'Cardiology',
    synonyms_vi: ['tim', 'huyết áp'],
    synonyms_en: ['heart', 'cardiologist', 'blood pressure'],
  },
  {
    slug: 'pediatrics',
    name_vi: 'Nhi khoa',
    name_en: 'Pediatrics',
    synonyms_vi: ['nhi', 'trẻ em'],
    synonyms_en: ['children', 'child', 'kids', 'paediatrics', 'pediatrician'],
  },
  {
    slug: 'dermatology',
    name_vi: 'Da liễu',
    name_en: 'Dermatology',
    synonyms_vi: ['da'],
    synonyms_en: ['skin', 'dermatologist'],
  },
  {
    slug: 'internal-medicine',
    name_vi: 'Nội tổng quát',
    name_en: 'Internal medicine',
    synonyms_vi: ['nội khoa', 'đa khoa'],
    synonyms_en: ['general medicine', 'internist', 'family doctor'],
  },
  {
    slug: 'obstetrics-gynecology',
    name_vi: 'Sản phụ khoa',
    name_en: 'Obstetrics and gynecology',
    synonyms_vi: ['sản khoa', 'phụ khoa', 'thai sản'],
    synonyms_en: ['pregnancy', 'gynaecology', 'obstetrician', "women's health"],
  },
  {
    slug: 'ent',
    name_vi: 'Tai mũi họng',
    name_en: 'Ear, nose and throat',
    synonyms_vi: ['TMH'],
    synonyms_en: ['ENT', 'otolaryngology', 'ear', 'nose', 'throat'],
  },
  {
    slug: 'dentistry',
    name_vi: 'Răng hàm mặt',
    name_en: 'Dentistry',
    synonyms_vi: ['nha khoa', 'răng'],
    synonyms_en: ['dental', 'dentist', 'teeth', 'oral surgery'],
  },
  {
    slug: 'ophthalmology',
    name_vi: 'Mắt',
    name_en: 'Ophthalmology',
    synonyms_vi: ['nhãn khoa'],
    synonyms_en: ['eye', 'eyes', 'vision', 'ophthalmologist'],
  },
  {
    slug: 'orthopedics',
    name_vi: 'Chấn thương chỉnh hình',
    name_en: 'Orthopedics',
    synonyms_vi: ['cơ xương khớp', 'xương khớp'],
    synonyms_en: ['bones', 'joints', 'orthopaedics', 'trauma'],
  },
  {
    slug: 'neurology',
    name_vi: 'Thần kinh',
    name_en: 'Neurology',
    synonyms_vi: ['nội thần kinh'],
    synonyms_en: ['brain', 'nerves', 'neurologist'],
  },
  {
    slug: 'gastroenterology',
    name_vi: 'Tiêu hóa',
    name_en: 'Gastroenterology',
    synonyms_vi: ['dạ dày'],
    synonyms_en: ['digestive', 'stomach', 'gut'],
  },
  {
    slug: 'endocrinology',
    name_vi: 'Nội tiết',
    name_en: 'Endocrinology',
    synonyms_vi: ['tiểu đường', 'tuyến giáp'],
    synonyms_en: ['diabetes', 'thyroid', 'hormones'],
  },
];

export const demoSpecialtyOf = (nameVi: string) => {
  const found = DEMO_SPECIALTIES.find((s) => s.name_vi === nameVi);
  if (!found) throw new Error(`demo specialty missing: ${nameVi}`);
  return found;
};
