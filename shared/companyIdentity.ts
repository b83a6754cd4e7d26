import type { Lang, Localized } from './i18n';

// No zod here: the footer and the structured data print the identity, and its schema stays with the admin's
// settings (adminSchemas.ts). E-handelslagen (2002:562) 8 § asks a site that sells to show the company's name,
// address, e-mail, organisation number and VAT number where a visitor easily finds them.

/** The company forms a Swedish business is registered as, by the value settings store. */
export const companyForms = {
  aktiebolag: { sv: 'Aktiebolag', en: 'Limited company (AB)' },
  enskildFirma: { sv: 'Enskild firma', en: 'Sole trader' },
  handelsbolag: { sv: 'Handelsbolag', en: 'Trading partnership (HB)' },
  kommanditbolag: { sv: 'Kommanditbolag', en: 'Limited partnership (KB)' },
  ekonomiskForening: { sv: 'Ekonomisk förening', en: 'Economic association' },
} as const satisfies Record<string, Localized>;
export type CompanyForm = keyof typeof companyForms;
export const companyFormValues = Object.keys(companyForms) as CompanyForm[];
export const isCompanyForm = (value: string): value is CompanyForm => Object.hasOwn(companyForms, value);

/** Whether a string of digits passes the Luhn check (the last digit checks the others), as Bolagsverket's do. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The ten digits of an organisation number as typed ("556677-8899", "556677 8899", "5566778899"); null if not ten. */
const orgDigits = (typed: string) => {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
};

export type OrgNumberProblem = 'format' | 'checkDigit';

/** What is wrong with a typed organisation number, or null when it is one (empty is for the caller to judge). */
export function orgNumberProblem(typed: string): OrgNumberProblem | null {
  const digits = orgDigits(typed.trim());
  if (!digits) return 'format';
  return luhnValid(digits) ? null : 'checkDigit';
}

/** An organisation number as it is written: six digits, a hyphen, four ("559412-3450"). Unchanged if not one. */
export function formatOrgNumber(typed: string): string {
  const digits = orgDigits(typed.trim());
  return digits ? `${digits.slice(0, 6)}-${digits.slice(6)}` : typed.trim();
}

/** The Swedish VAT number of an organisation number: SE, its ten digits, 01 ("SE559412345001"). */
export function vatNumberOf(orgNumber: string): string | null {
  const digits = orgDigits(orgNumber.trim());
  return digits ? `SE${digits}01` : null;
}

/** A typed VAT number as it is written: capitals, no spaces ("se 5594 1234 5001" → "SE559412345001"). */
export const formatVatNumber = (typed: string) => typed.replace(/\s/g, '').toUpperCase();

export type VatNumberProblem = 'format' | 'otherCompany';

/**
 * What is wrong with a typed VAT number, or null: it is SE, ten digits that pass the check, and 01; and, when the
 * organisation number is given, it is that number's.
 */
export function vatNumberProblem(typed: string, orgNumber: string): VatNumberProblem | null {
  const vat = formatVatNumber(typed);
  const match = /^SE(\d{10})01$/.exec(vat);
  if (!match || !luhnValid(match[1]!)) return 'format';
  const own = orgNumber.trim() ? vatNumberOf(orgNumber) : null;
  return own && own !== vat ? 'otherCompany' : null;
}

/** A Swedish postal code as it is written: three digits, a space, two ("111 51"); unchanged if not five digits. */
export function formatPostalCode(typed: string): string {
  const digits = typed.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : typed.trim();
}

/** The parts of the settings that say who the agency is. */
export interface CompanyIdentity {
  siteName: string;
  legalName: string;
  companyForm: CompanyForm | '';
  orgNumber: string;
  vatNumber: string;
  /** The registered address: street and number, postal code, city (Sweden). */
  address: string;
  postalCode: string;
  city: string;
  contactEmail: string;
}

/** The registered address on one line ("Storgatan 12, 111 51 Stockholm"); empty parts left out. */
export function addressLine(identity: Pick<CompanyIdentity, 'address' | 'postalCode' | 'city'>): string {
  const town = [identity.postalCode, identity.city].filter(Boolean).join(' ');
  return [identity.address, town].filter(Boolean).join(', ');
}

/** The name a contract or the privacy notice gives the company: its registered name, else the site's. */
export const legalNameOf = (identity: Pick<CompanyIdentity, 'siteName' | 'legalName'>) =>
  identity.legalName || identity.siteName;

/** The company form's name in `lang`, or '' when none is set. */
export const companyFormName = (form: CompanyForm | '', lang: Lang) => (form ? companyForms[form][lang] : '');
