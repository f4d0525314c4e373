/** Where the demo store's customers live: mostly the Gulf, with Egypt, the Levant, the US and the UK. */
export interface Country {
  code: string;
  weight: number;
  vat: number;
  carriers: ReadonlyArray<readonly [string, number]>;
  payments: ReadonlyArray<readonly [string, number]>;
  cities: ReadonlyArray<readonly [city: string, region: string, weight: number]>;
  /** Transit days from shipping to delivery. */
  transit: [number, number];
}

const GULF_PAYMENTS = [['card', 22], ['apple_pay', 22], ['cash_on_delivery', 14], ['tabby', 9], ['tamara', 5]] as const;

export const COUNTRIES: Country[] = [
  {
    code: 'SA', weight: 46, vat: 0.15, transit: [1, 4],
    carriers: [['SMSA', 35], ['Aramex', 30], ['SPL', 15], ['Naqel', 12], ['J&T Express', 8]],
    payments: [['mada', 30], ...GULF_PAYMENTS],
    cities: [['Riyadh', 'Riyadh Region', 34], ['Jeddah', 'Makkah Region', 24], ['Dammam', 'Eastern Province', 10], ['Mecca', 'Makkah Region', 8], ['Medina', 'Madinah Region', 6], ['Khobar', 'Eastern Province', 6], ['Taif', 'Makkah Region', 4], ['Abha', 'Asir Region', 3], ['Tabuk', 'Tabuk Region', 3], ['Buraydah', 'Qassim Region', 2]],
  },
  {
    code: 'AE', weight: 20, vat: 0.05, transit: [1, 3],
    carriers: [['Aramex', 40], ['Emirates Post', 20], ['DHL', 25], ['Quiqup', 15]],
    payments: GULF_PAYMENTS,
    cities: [['Dubai', 'Dubai', 48], ['Abu Dhabi', 'Abu Dhabi', 26], ['Sharjah', 'Sharjah', 16], ['Al Ain', 'Abu Dhabi', 5], ['Ajman', 'Ajman', 5]],
  },
  { code: 'KW', weight: 5, vat: 0, transit: [2, 5], carriers: [['Aramex', 60], ['DHL', 40]], payments: [['knet', 40], ['card', 30], ['apple_pay', 20], ['cash_on_delivery', 10]], cities: [['Kuwait City', 'Al Asimah', 70], ['Hawalli', 'Hawalli', 30]] },
  { code: 'QA', weight: 3, vat: 0, transit: [2, 5], carriers: [['Aramex', 60], ['DHL', 40]], payments: [['card', 60], ['apple_pay', 30], ['cash_on_delivery', 10]], cities: [['Doha', 'Doha', 85], ['Al Rayyan', 'Al Rayyan', 15]] },
  { code: 'BH', weight: 2, vat: 0.1, transit: [2, 5], carriers: [['Aramex', 70], ['DHL', 30]], payments: [['benefit', 40], ['card', 40], ['apple_pay', 20]], cities: [['Manama', 'Capital', 100]] },
  { code: 'OM', weight: 2, vat: 0.05, transit: [3, 6], carriers: [['Aramex', 70], ['DHL', 30]], payments: [['card', 60], ['cash_on_delivery', 40]], cities: [['Muscat', 'Muscat', 100]] },
  { code: 'EG', weight: 8, vat: 0, transit: [4, 9], carriers: [['Aramex', 50], ['Bosta', 30], ['DHL', 20]], payments: [['card', 40], ['cash_on_delivery', 45], ['fawry', 15]], cities: [['Cairo', 'Cairo', 55], ['Alexandria', 'Alexandria', 25], ['Giza', 'Giza', 20]] },
  { code: 'JO', weight: 3, vat: 0, transit: [4, 8], carriers: [['Aramex', 100]], payments: [['card', 70], ['cash_on_delivery', 30]], cities: [['Amman', 'Amman', 80], ['Irbid', 'Irbid', 20]] },
  { code: 'US', weight: 6, vat: 0, transit: [5, 10], carriers: [['DHL', 45], ['FedEx', 35], ['UPS', 20]], payments: [['card', 60], ['paypal', 25], ['apple_pay', 15]], cities: [['New York', 'NY', 30], ['Houston', 'TX', 20], ['Los Angeles', 'CA', 20], ['Chicago', 'IL', 15], ['Dearborn', 'MI', 15]] },
  { code: 'GB', weight: 4, vat: 0, transit: [4, 9], carriers: [['DHL', 60], ['Royal Mail', 40]], payments: [['card', 60], ['paypal', 25], ['apple_pay', 15]], cities: [['London', 'England', 60], ['Manchester', 'England', 20], ['Birmingham', 'England', 20]] },
];

export const COUNTRY_WEIGHTS = COUNTRIES.map((country) => [country, country.weight] as const);

const FIRST_NAMES = ['Mohammed', 'Ahmed', 'Abdullah', 'Fahad', 'Khalid', 'Omar', 'Sara', 'Noura', 'Fatimah', 'Reem', 'Lama', 'Aisha', 'Mariam', 'Huda', 'Yousef', 'Ali', 'Hassan', 'Layla', 'Dana', 'Salman', 'Faisal', 'Hind', 'Amal', 'Rana', 'John', 'Emily', 'James', 'Sophie', 'Mona', 'Karim'];
const LAST_NAMES = ['Al-Harbi', 'Al-Otaibi', 'Al-Qahtani', 'Al-Ghamdi', 'Al-Zahrani', 'Al-Dosari', 'Al-Shehri', 'Al-Mutairi', 'Al-Maktoum', 'Al-Nuaimi', 'Al-Kaabi', 'Haddad', 'Nasser', 'Saleh', 'Mansour', 'Khoury', 'Hassan', 'Ibrahim', 'Smith', 'Johnson', 'Brown', 'Taylor', 'Farouk', 'Abdelaziz'];
export const names = { first: FIRST_NAMES, last: LAST_NAMES };
