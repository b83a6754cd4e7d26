/** The site settings at first start; staff change them in the admin area. */
export const seedSettings = {
  siteName: 'Novaweb',
  siteDescription:
    'AI-driven webbyrå för småföretag: webbdesign, omdesign, SEO och konverteringsoptimering till fast pris, med en gratis mockup innan du bestämmer dig.',
  contactEmail: 'hej@novaweb.se',
  // A number from the range the Swedish regulator (PTS) keeps for fiction and examples.
  phoneNumber: '070-174 06 50',
  address: 'Storgatan 12, 111 51 Stockholm',
  facebookUrl: 'https://www.facebook.com/novaweb.se',
  instagramUrl: 'https://www.instagram.com/novaweb.se',
  linkedinUrl: '',
};
