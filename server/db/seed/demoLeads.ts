import type { leads } from '../schema';

/** Four sample leads for a demo installation (DEMO_DATA=true), one in each status. Never seeded otherwise. */
export const demoLeads: Omit<typeof leads.$inferInsert, 'id'>[] = [
  {
    name: 'Maria Lindberg',
    email: 'maria@lindbergs-bageri.example',
    phone: '070-174 06 51',
    website: 'https://lindbergs-bageri.example',
    message:
      'Vi har ett litet bageri och vill att kunderna ska kunna se dagens utbud och beställa tårtor på nätet.',
    language: 'sv',
    date: '2026-11-19',
    status: 'New',
    source: 'demo',
  },
  {
    name: 'Johan Ek',
    email: 'johan@ek-el.example',
    phone: '070-174 06 52',
    website: '',
    message: 'Min gamla hemsida syns inte på Google. Kan ni hjälpa till med SEO och en ny design?',
    language: 'sv',
    date: '2026-11-14',
    status: 'Contacted',
    source: 'demo',
  },
  {
    name: 'Sarah Collins',
    email: 'sarah@collins-studio.example',
    phone: '',
    website: 'https://collins-studio.example',
    message: 'We are a small design studio in Malmö and want a portfolio site in English and Swedish.',
    language: 'en',
    date: '2026-11-08',
    status: 'In Progress',
    source: 'demo',
  },
  {
    name: 'Ahmed Yusuf',
    email: 'ahmed@yusuf-redovisning.example',
    phone: '070-174 06 53',
    website: '',
    message: 'Tack för den nya webbplatsen! Kontaktformuläret ger oss redan fler förfrågningar.',
    language: 'sv',
    date: '2026-10-28',
    status: 'Completed',
    source: 'demo',
  },
];
