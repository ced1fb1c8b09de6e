import type { RegionName } from '@gwn/contract';

/** A place enterprises are registered: city, country and the phone prefix used there. */
export interface Place { city: string; country: string; dial: string }

/** What makes one region's demo data look like that region, and differ from the others. */
export interface RegionProfile {
  /** Stream seed of the region's counter-based PRNG (sql-random.ts). */
  seed: number;
  /** Rows at scale 1; `scale` multiplies them. */
  enterprises: number;
  devices: number;
  managers: number;
  /** Share of enterprises marked outdoor. */
  outdoorShare: number;
  /** Share of devices bound to no enterprise (free devices). */
  freeShare: number;
  /** Grandstream OUI of the region's device MACs (the last 6 hex digits number the device). */
  oui: string;
  /** Leading digit of the region's enterprise ids, so ids never collide across regions. */
  idPrefix: number;
  places: Place[];
  /** Given names with their ASCII spelling for e-mail addresses (CN: pinyin). */
  givenNames: [string, string][];
  familyNames: [string, string][];
  /** CN writes the family name first. */
  familyFirst: boolean;
  mailDomains: string[];
  companyStems: string[];
  companyTrades: string[];
  companySuffixes: string[];
  streets: string[];
  /** First octets of the public addresses GWN Manager instances report from. */
  ipFirstOctets: number[];
}

const en = (names: string[]): [string, string][] => names.map((n) => [n, n.toLowerCase()]);

export const REGION_PROFILES: Record<RegionName, RegionProfile> = {
  US: {
    seed: 1_001, enterprises: 100, devices: 1_000, managers: 6, outdoorShare: 0.22, freeShare: 0.05,
    oui: 'C074AD', idPrefix: 1,
    places: [
      { city: 'Boston', country: 'United States', dial: '+1' }, { city: 'Austin', country: 'United States', dial: '+1' },
      { city: 'Denver', country: 'United States', dial: '+1' }, { city: 'Seattle', country: 'United States', dial: '+1' },
      { city: 'Toronto', country: 'Canada', dial: '+1' }, { city: 'Monterrey', country: 'Mexico', dial: '+52' },
      { city: 'São Paulo', country: 'Brazil', dial: '+55' }, { city: 'Sydney', country: 'Australia', dial: '+61' },
      { city: 'Bengaluru', country: 'India', dial: '+91' }, { city: 'Singapore', country: 'Singapore', dial: '+65' },
      { city: 'Santiago', country: 'Chile', dial: '+56' }, { city: 'Johannesburg', country: 'South Africa', dial: '+27' },
    ],
    givenNames: en(['James', 'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Ethan', 'Sophia', 'Lucas', 'Mia', 'Daniel', 'Grace', 'Carlos', 'Priya', 'Wei', 'Aisha']),
    familyNames: en(['Smith', 'Johnson', 'Williams', 'Brown', 'Garcia', 'Miller', 'Davis', 'Martinez', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Patel', 'Nguyen', 'Silva', 'Walker']),
    familyFirst: false,
    mailDomains: ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'proton.me'],
    companyStems: ['Summit', 'Bluewater', 'Redwood', 'Ironbridge', 'Lakeside', 'Northstar', 'Pioneer', 'Cedar', 'Harbor', 'Silverline', 'Granite', 'Evergreen'],
    companyTrades: ['Logistics', 'Hospitality', 'Dental', 'Retail', 'Academy', 'Realty', 'Networks', 'Coffee', 'Fitness', 'Clinic', 'Motors', 'Foods'],
    companySuffixes: ['LLC', 'Inc.', 'Group', 'Co.', 'Partners'],
    streets: ['Main St', 'Oak Ave', 'Maple Dr', 'Park Blvd', 'Pine St', 'Washington Ave', 'Lake Rd', 'Hillcrest Dr'],
    ipFirstOctets: [24, 50, 64, 72, 98, 104, 173, 198],
  },
  EU: {
    seed: 2_002, enterprises: 70, devices: 560, managers: 4, outdoorShare: 0.15, freeShare: 0.07,
    oui: 'EC74D7', idPrefix: 2,
    places: [
      { city: 'Berlin', country: 'Germany', dial: '+49' }, { city: 'München', country: 'Germany', dial: '+49' },
      { city: 'Paris', country: 'France', dial: '+33' }, { city: 'Lyon', country: 'France', dial: '+33' },
      { city: 'Madrid', country: 'Spain', dial: '+34' }, { city: 'Milano', country: 'Italy', dial: '+39' },
      { city: 'Amsterdam', country: 'Netherlands', dial: '+31' }, { city: 'Warszawa', country: 'Poland', dial: '+48' },
      { city: 'London', country: 'United Kingdom', dial: '+44' }, { city: 'Wien', country: 'Austria', dial: '+43' },
      { city: 'Stockholm', country: 'Sweden', dial: '+46' }, { city: 'Lisboa', country: 'Portugal', dial: '+351' },
    ],
    givenNames: en(['Lukas', 'Marie', 'Jonas', 'Sofia', 'Louis', 'Chloé', 'Mateo', 'Giulia', 'Daan', 'Zofia', 'Oliver', 'Elena', 'Henrik', 'Inês', 'Felix', 'Anna'])
      .map(([n, a]) => [n, a.normalize('NFD').replace(/[\u0300-\u036f]/g, '')]),
    familyNames: en(['Müller', 'Schmidt', 'Martin', 'Bernard', 'García', 'Rossi', 'de Vries', 'Kowalski', 'Smith', 'Gruber', 'Andersson', 'Silva', 'Fischer', 'Dubois', 'Romano', 'Nowak'])
      .map(([n, a]) => [n, a.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ /g, '')]),
    familyFirst: false,
    mailDomains: ['gmx.de', 'web.de', 'orange.fr', 'libero.it', 'outlook.com', 'ziggo.nl', 'wp.pl'],
    companyStems: ['Nordwind', 'Alpenblick', 'Lumière', 'Costa Verde', 'Bellavista', 'Hafen', 'Europa', 'Rhein', 'Atlantico', 'Baltic', 'Vienna', 'Polaris'],
    companyTrades: ['Logistik', 'Hôtels', 'Retail', 'Ristorante', 'Immobilien', 'Consulting', 'Kliniek', 'Bäckerei', 'Campus', 'Handel', 'Apotheke', 'Telecom'],
    companySuffixes: ['GmbH', 'SAS', 'S.L.', 'S.r.l.', 'B.V.', 'Ltd', 'AG'],
    streets: ['Hauptstraße', 'Rue de la Paix', 'Calle Mayor', 'Via Roma', 'Kerkstraat', 'High Street', 'ul. Długa', 'Ringstraße'],
    ipFirstOctets: [2, 31, 46, 62, 77, 85, 91, 185],
  },
  CN: {
    seed: 3_003, enterprises: 45, devices: 330, managers: 3, outdoorShare: 0.3, freeShare: 0.04,
    oui: '000B82', idPrefix: 3,
    places: [
      { city: '深圳', country: 'China', dial: '+86' }, { city: '上海', country: 'China', dial: '+86' },
      { city: '北京', country: 'China', dial: '+86' }, { city: '杭州', country: 'China', dial: '+86' },
      { city: '广州', country: 'China', dial: '+86' }, { city: '成都', country: 'China', dial: '+86' },
      { city: '武汉', country: 'China', dial: '+86' }, { city: '南京', country: 'China', dial: '+86' },
    ],
    givenNames: [['伟', 'wei'], ['芳', 'fang'], ['娜', 'na'], ['敏', 'min'], ['静', 'jing'], ['磊', 'lei'], ['强', 'qiang'], ['洋', 'yang'],
      ['艳', 'yan'], ['杰', 'jie'], ['涛', 'tao'], ['明', 'ming'], ['超', 'chao'], ['秀英', 'xiuying'], ['建国', 'jianguo'], ['丽', 'li']],
    familyNames: [['王', 'wang'], ['李', 'li'], ['张', 'zhang'], ['刘', 'liu'], ['陈', 'chen'], ['杨', 'yang'], ['黄', 'huang'], ['赵', 'zhao'],
      ['吴', 'wu'], ['周', 'zhou'], ['徐', 'xu'], ['孙', 'sun'], ['马', 'ma'], ['朱', 'zhu'], ['胡', 'hu'], ['郭', 'guo']],
    familyFirst: true,
    mailDomains: ['qq.com', '163.com', '126.com', 'sina.com', 'aliyun.com'],
    companyStems: ['华星', '瑞丰', '金桥', '东方', '恒通', '博远', '新锐', '天成', '鼎盛', '海纳', '云帆', '远航'],
    companyTrades: ['科技', '酒店管理', '物流', '教育', '餐饮', '医疗器械', '商贸', '置业', '网络', '文化传媒', '电子', '零售'],
    companySuffixes: ['有限公司', '股份有限公司', '集团有限公司'],
    streets: ['科技园路', '人民路', '中山路', '解放大道', '建国路', '滨江大道', '南京路', '高新大道'],
    ipFirstOctets: [36, 58, 59, 101, 112, 114, 120, 183],
  },
};
