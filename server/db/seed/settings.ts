/** The site settings at first start; staff change them in the admin area. */
export const seedSettings = {
  siteName: 'Novaweb',
  siteDescription:
    'AI-driven webbyrå för småföretag: webbdesign, omdesign, SEO och konverteringsoptimering till fast pris, med en gratis mockup innan du bestämmer dig.',
  contactEmail: 'hej@novaweb.se',
  // A number from the range the Swedish regulator (PTS) keeps for fiction and examples.
  phoneNumber: '070-174 06 50',
  // The company behind the site. The organisation number is in a series Bolagsverket had not reached when this
  // was written (559999-), so it names no real company; its check digit is right.
  legalName: 'Novaweb AB',
  companyForm: 'aktiebolag' as const,
  orgNumber: '559999-1238',
  vatNumber: 'SE559999123801',
  address: 'Storgatan 12',
  postalCode: '111 51',
  city: 'Stockholm',
  facebookUrl: 'https://www.facebook.com/novaweb.se',
  instagramUrl: 'https://www.instagram.com/novaweb.se',
  linkedinUrl: '',
};
