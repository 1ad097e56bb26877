/**
 * The four demo clients of every tenant (PRODUCT.md "Demo clients"; client id = external id):
 * 1001 standard shop, 1002 ordering off, 1003 low payment limit with over-limit authorised,
 * 1004 low payment limit, not authorised, no address. All share the standalone password
 * `Demo@2026`, hashed once per seed run (see ./password.ts) and passed in here.
 */
import { createPrng, type Prng } from './prng.ts';
import type { ClientRow } from './rows.ts';
import { defaultLanguage, tenantSeedProfile, type TenantSeedProfile } from './tenant-profiles.ts';

export const demoClientIds = ['1001', '1002', '1003', '1004'] as const;
export type DemoClientId = (typeof demoClientIds)[number];

type Country = TenantSeedProfile['country'];

const shopNames: Record<Country, readonly [string, string, string, string]> = {
  BR: ['Mercadinho São Jorge', 'Bar do Zé', 'Padaria Pão Dourado', 'Quiosque Praia Azul'],
  CL: ['Almacén Don Pepe', 'Botillería La Esquina', 'Minimarket Los Andes', 'Kiosco El Puerto'],
  MX: ['Abarrotes Doña Lupita', 'Tienda La Esperanza', 'Miscelánea El Sol', 'Depósito Los Arcos'],
  PY: ['Despensa San Blas', 'Copetín La Chipa', 'Autoservicio Mburucuyá', 'Kiosco Costanera'],
  MA: ['Épicerie Al Amal', 'Café Les Palmiers', 'Superette Anfa', 'Kiosque Médina'],
  KE: ['Mama Njeri Shop', 'Baraka Bar & Grill', 'Tumaini Minimart', 'Kibanda Corner Kiosk'],
  TH: ['ร้านของชำป้าศรี', 'ร้านอาหารบ้านสวน', 'มินิมาร์ทสุขใจ', 'ซุ้มริมน้ำ'],
};

const streets: Record<Country, readonly [string, string, string]> = {
  BR: [
    'Rua das Laranjeiras, 245 - Centro',
    'Avenida Brasil, 1780 - Vila Nova',
    'Rua XV de Novembro, 88 - Boa Vista',
  ],
  CL: ['Av. Los Carrera 1432', 'Calle Prat 215', 'Pasaje Los Aromos 77'],
  MX: [
    'Calle Hidalgo 312, Col. Centro',
    'Av. Juárez 1450, Col. Obrera',
    'Calle Morelos 58, Col. San Juan',
  ],
  PY: ['Avda. Mariscal López 2315', 'Calle Palma 480', 'Tte. Fariña 1120'],
  MA: ['12, Rue Ibnou Battouta', '45, Boulevard Zerktouni', '7, Derb Sidi Fateh'],
  KE: ['Kenyatta Avenue, Plot 14', 'Moi Road, Shop 3', 'Oginga Odinga Street 52'],
  TH: ['99/12 ถนนเจริญกรุง', '45 ซอยสุขุมวิท 22', '210 ถนนพระราม 4'],
};

const cities: Record<number, string> = {
  1: 'Santiago',
  2: 'Rio de Janeiro - RJ',
  3: 'Caxias do Sul - RS',
  4: 'Fortaleza - CE',
  5: 'Casablanca',
  6: 'León, Gto.',
  7: 'Asunción',
  8: 'Goiânia - GO',
  9: 'Curitiba - PR',
  10: 'Monterrey, N.L.',
  11: 'Punta Arenas',
  12: 'Veracruz, Ver.',
  13: 'Nakuru',
  14: 'กรุงเทพมหานคร',
};

/** Reference amounts in BRL, scaled to the tenant's currency. */
const profiles: Record<
  DemoClientId,
  {
    minimumOrder: number;
    paymentLimit: number;
    ordering: boolean;
    overLimit: boolean;
    address: boolean;
  }
> = {
  '1001': {
    minimumOrder: 150,
    paymentLimit: 20000,
    ordering: true,
    overLimit: false,
    address: true,
  },
  '1002': {
    minimumOrder: 150,
    paymentLimit: 10000,
    ordering: false,
    overLimit: false,
    address: true,
  },
  '1003': { minimumOrder: 80, paymentLimit: 300, ordering: true, overLimit: true, address: true },
  '1004': { minimumOrder: 80, paymentLimit: 300, ordering: true, overLimit: false, address: false },
};

export function generateClients(tenantId: number, passwordHash: string | null): ClientRow[] {
  const profile = tenantSeedProfile(tenantId);
  const prng = createPrng(`clients-${tenantId}`);
  return demoClientIds.map((externalId, i) => {
    const p = profiles[externalId];
    const street = streets[profile.country][i % 3] ?? '';
    return {
      tenant_id: tenantId,
      external_id: externalId,
      document_id: documentId(profile.country, prng),
      name: shopNames[profile.country][i] ?? externalId,
      address: p.address ? `${street}, ${cities[tenantId] ?? ''}` : null,
      minimum_order: wholeAmount(p.minimumOrder, profile),
      payment_limit: wholeAmount(p.paymentLimit, profile),
      is_order_option_active: p.ordering,
      is_finish_order_over_limit_authorized: p.overLimit,
      language: defaultLanguage(profile),
      password_hash: passwordHash,
      payment_method:
        externalId === '1002' ? 'cash' : profile.country === 'BR' ? 'boleto' : 'credit',
      glass_bottles_accepted: true,
    };
  });
}

/** A round amount in the tenant's currency for a reference amount in BRL. */
export function wholeAmount(referenceBrl: number, profile: TenantSeedProfile): number {
  const units = referenceBrl * profile.priceScale;
  const step = units >= 10000 ? 100 : units >= 1000 ? 10 : 1;
  return Math.round(units / step) * step;
}

function documentId(country: Country, prng: Prng): string {
  const digits = (n: number): string => Array.from({ length: n }, () => prng.int(0, 9)).join('');
  switch (country) {
    case 'BR':
      return `${digits(2)}.${digits(3)}.${digits(3)}/0001-${digits(2)}`;
    case 'CL':
      return `7${digits(1)}.${digits(3)}.${digits(3)}-${prng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'K'])}`;
    case 'MX':
      return `${prng.pick(['ALU', 'TES', 'MES', 'DLA'])}${digits(6)}${prng.pick(['H', 'K', 'M'])}${digits(2)}`;
    case 'PY':
      return `80${digits(5)}-${digits(1)}`;
    case 'MA':
      return `00${digits(13)}`;
    case 'KE':
      return `P05${digits(7)}${prng.pick(['A', 'K', 'M', 'Z'])}`;
    case 'TH':
      return `0${digits(12)}`;
  }
}
