import type { SceneKind } from '../pictures/index.js';

// Demo articles: practical guides a visitor of a UAE property portal would actually read.

export const ARTICLE_CATEGORIES = ['Buying Guides', 'Renting', 'Investment', 'Neighbourhoods', 'Market Insights', 'Home and Living'] as const;
type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export interface ArticleSeed {
  title: string;
  category: ArticleCategory;
  scene: SceneKind;
  summary: string;
  body: string;
}

export const ARTICLES: readonly ArticleSeed[] = [
  {
    title: "A First-Time Buyer's Guide to Property in Dubai",
    category: 'Buying Guides',
    scene: 'skyline',
    summary: 'From budgeting for fees to the transfer at the Land Department: the steps of buying your first home in Dubai.',
    body: `
<p>Buying your first home in Dubai is more straightforward than many people expect, but the process has its own vocabulary and a few costs that surprise newcomers. Here is the route from first search to keys in hand.</p>
<h3>1. Set a realistic budget</h3>
<p>On top of the purchase price, plan for the Dubai Land Department transfer fee of 4%, a registration trustee fee, the agency commission (usually 2% plus VAT) and, if you borrow, mortgage arrangement and valuation fees. As a rule of thumb, keep 7–8% of the price aside for costs on a ready property.</p>
<h3>2. Get a mortgage pre-approval</h3>
<p>A pre-approval tells you exactly how much a bank will lend and makes your offer credible. Most banks need your salary certificate, six months of bank statements, your passport and visa, and your Emirates ID.</p>
<h3>3. Shortlist and view</h3>
<p>Use filters for community, size and completion status, then view at different times of day. Check the view, the noise from main roads, parking and how far the nearest school, supermarket and metro station really are.</p>
<h3>4. Make an offer and sign the MoU</h3>
<p>Once the price is agreed, buyer and seller sign a Memorandum of Understanding (Form F) and the buyer usually pays a 10% security deposit, held by the agent until transfer.</p>
<h3>5. No-objection certificate and transfer</h3>
<p>The seller requests a No Objection Certificate from the developer confirming that service charges are paid. Transfer then takes place at a trustee office, where the balance is paid by manager's cheque and the new title deed is issued in your name — often on the same day.</p>
<p>Take your time at each step, ask for documents in writing and use a licensed agent: it is the surest way to a smooth first purchase.</p>`,
  },
  {
    title: 'Mortgages in the UAE: How Much Can You Borrow?',
    category: 'Buying Guides',
    scene: 'living-room',
    summary: 'Loan-to-value limits, debt-burden rules and the documents banks ask for, explained simply.',
    body: `
<p>The UAE Central Bank sets clear limits on home loans, which makes it easy to estimate your borrowing power before you start viewing.</p>
<h3>Loan-to-value limits</h3>
<ul>
<li>Expatriates buying their first home up to AED 5 million can usually borrow up to 80% of the value; above AED 5 million, up to 70%.</li>
<li>UAE nationals can borrow up to 85% and 75% respectively.</li>
<li>Second homes and investment properties have lower limits, and off-plan purchases are typically capped at 50%.</li>
</ul>
<h3>The debt-burden ratio</h3>
<p>All your monthly debt repayments — the new mortgage, car loans and credit card minimums — may not exceed half of your monthly income. This rule, more than the price of the home, is often what decides the size of your loan.</p>
<h3>Fixed or variable?</h3>
<p>Many banks offer a rate fixed for one to five years, after which it follows EIBOR plus a margin. A fixed rate protects your budget; a variable rate may be cheaper when rates fall. Compare the total cost over the fixed period, including the early-settlement fee.</p>
<h3>Try the numbers first</h3>
<p>Our mortgage calculator shows the monthly instalment, the total interest and a year-by-year schedule for any price, down payment and rate. Run a few scenarios before you speak to a bank: you will ask better questions and recognise a good offer when you see one.</p>`,
  },
  {
    title: 'Off-Plan or Ready? Choosing the Right Property to Buy',
    category: 'Investment',
    scene: 'apartment',
    summary: 'Payment plans and capital growth against immediate rent and certainty: how to decide.',
    body: `
<p>Off-plan properties — homes bought from the developer before they are finished — make up a large share of sales in the UAE. They can be an excellent opportunity, but they suit a different buyer from a ready home.</p>
<h3>Why buyers choose off-plan</h3>
<ul>
<li><strong>Payment plans</strong>: typically 10–20% on booking, instalments during construction and the balance on handover, sometimes with post-handover plans.</li>
<li><strong>Lower entry prices</strong> than comparable ready homes, and a brand-new unit with a developer warranty.</li>
<li><strong>Potential capital growth</strong> between launch and completion in a rising market.</li>
</ul>
<h3>What to weigh</h3>
<p>You will not receive rent until handover, completion dates can move, and the finished community may differ from the brochure. Check the developer's track record, make sure payments go to a registered escrow account and read the sale and purchase agreement carefully.</p>
<h3>Why buyers choose ready homes</h3>
<p>With a ready property you see exactly what you buy, can move in or let it immediately and can finance up to the standard loan-to-value limits. Prices are higher than off-plan, but so is certainty.</p>
<p>If you need income now or plan to live in the home soon, buy ready. If you can wait, have cash for the instalments and choose an established developer, off-plan can offer more home for your money.</p>`,
  },
  {
    title: 'Renting in Dubai: From Viewing to Ejari in Seven Steps',
    category: 'Renting',
    scene: 'bedroom',
    summary: 'What to check at a viewing, how cheques work and why your tenancy contract must be registered.',
    body: `
<p>Renting is how most residents start life in Dubai. The process moves quickly, so it pays to know the steps before you fall in love with an apartment.</p>
<ol>
<li><strong>Budget for the full cost</strong>: the annual rent, a security deposit (commonly 5% unfurnished, 10% furnished), the agency fee (often 5% of the rent) and Ejari and utility connection fees.</li>
<li><strong>View with a checklist</strong>: water pressure, air-conditioning, signs of damp, parking, the view and the noise at night.</li>
<li><strong>Agree the number of cheques</strong>: landlords may accept one to twelve post-dated cheques; fewer cheques often mean a lower rent.</li>
<li><strong>Check the paperwork</strong>: ask for a copy of the title deed and the landlord's passport, or a power of attorney if an agent signs for the owner.</li>
<li><strong>Sign the tenancy contract</strong>: the standard Dubai contract lists the rent, the term and any additional terms agreed, such as maintenance.</li>
<li><strong>Register with Ejari</strong>: registration makes the contract official and is needed to connect DEWA and to sponsor family visas.</li>
<li><strong>Move-in inspection</strong>: photograph every room on the day you receive the keys so the deposit comes back in full when you leave.</li>
</ol>
<p>Keep the contract, receipts and Ejari certificate together: renewals, disputes and visa applications all start with them.</p>`,
  },
  {
    title: 'Understanding Service Charges Before You Buy',
    category: 'Buying Guides',
    scene: 'pool',
    summary: 'What service charges pay for, how they are set and how they affect the real return on a property.',
    body: `
<p>Every owner in a building or community pays annual service charges for the upkeep of shared areas. They can range from a few dirhams per square foot in a simple community to well over twenty in a luxury tower, so they deserve a place in your calculations.</p>
<h3>What they cover</h3>
<p>Security, cleaning, landscaping, lifts, pools and gyms, building insurance, common-area electricity and a reserve fund for major repairs. In Dubai, the budget of each building is approved by the regulator and the rate per square foot is published, so you can check it before you buy.</p>
<h3>How to compare</h3>
<ul>
<li>Multiply the rate by the unit's size to get the annual cost.</li>
<li>Compare it with the facilities you will actually use: a large pool deck and concierge cost money.</li>
<li>Ask whether district cooling is billed separately — in some towers it is a significant extra.</li>
</ul>
<h3>Effect on returns</h3>
<p>For an investor, service charges come straight off the rent. An apartment renting for AED 90,000 with AED 15,000 of charges yields noticeably less than a similar one with AED 8,000. Always calculate the net yield, not only the gross figure in the advert.</p>`,
  },
  {
    title: 'How to Calculate Rental Yield on a UAE Property',
    category: 'Investment',
    scene: 'skyline',
    summary: 'Gross and net yield, the costs most investors forget, and what a good yield looks like.',
    body: `
<p>Rental yield is the simplest way to compare investment properties: the annual rent as a percentage of what the property costs you.</p>
<h3>Gross yield</h3>
<p><strong>Gross yield = annual rent ÷ purchase price × 100.</strong> An apartment bought for AED 1,200,000 and let for AED 84,000 a year has a gross yield of 7%.</p>
<h3>Net yield</h3>
<p>Net yield subtracts the costs of owning the property: service charges, maintenance, property management, insurance and a month or two of vacancy. Add the purchase costs — transfer fee, agency fee, mortgage fees — to the price. The same apartment with AED 14,000 of yearly costs and AED 60,000 of purchase costs has a net yield of about 5.6%.</p>
<h3>What moves the number</h3>
<ul>
<li><strong>Location</strong>: affordable, well-connected communities often yield more than prime areas, where prices are higher relative to rent.</li>
<li><strong>Size</strong>: studios and one-bedroom apartments usually yield more than large units.</li>
<li><strong>Condition and furnishing</strong>: a well-presented home lets faster and to better tenants.</li>
</ul>
<p>Yield is only half the story — capital growth, liquidity and the quality of the building matter too — but it is the right place to start.</p>`,
  },
  {
    title: 'Dubai Marina or Jumeirah Village Circle: Where Should You Rent?',
    category: 'Neighbourhoods',
    scene: 'apartment',
    summary: 'Waterfront buzz against space and value: two of Dubai’s most popular communities side by side.',
    body: `
<p>Dubai Marina and Jumeirah Village Circle (JVC) are fifteen minutes apart but offer very different lives. Here is how they compare for tenants.</p>
<h3>Dubai Marina</h3>
<p>High-rise living around a 3-kilometre canal, with the Marina Walk, JBR beach, hundreds of restaurants and both the metro and the tram on the doorstep. Many residents live without a car. The trade-off is price — rents are among the higher ones in the city for the space you get — and traffic at weekends.</p>
<h3>Jumeirah Village Circle</h3>
<p>A circular, mostly mid-rise community of apartments and townhouses around parks, with Circle Mall at its heart. Units are generally larger for the money, buildings are newer and the atmosphere is quieter and family-friendly. You will need a car or a taxi for most trips, although bus links keep improving.</p>
<h3>Which suits you?</h3>
<ul>
<li>Choose the <strong>Marina</strong> if you want the beach, nightlife and public transport within walking distance.</li>
<li>Choose <strong>JVC</strong> if space, value and a calmer community matter more, and you drive.</li>
</ul>
<p>Browse both on the map: the price difference for the same number of bedrooms often makes the decision for you.</p>`,
  },
  {
    title: 'Family Living in Abu Dhabi: Five Communities to Consider',
    category: 'Neighbourhoods',
    scene: 'villa',
    summary: 'Schools, parks and space: where families settle in the capital and why.',
    body: `
<p>Abu Dhabi offers families more space and a calmer pace than many cities in the region. These five communities come up again and again when parents choose where to live.</p>
<h3>Khalifa City</h3>
<p>Spacious villas, many international schools and easy access to the airport and Yas Island. Popular with families who want a garden without paying island prices.</p>
<h3>Saadiyat Island</h3>
<p>Beaches, a golf course and the cultural district with the Louvre Abu Dhabi. Premium villas and apartments with some of the best schools in the capital nearby.</p>
<h3>Yas Island</h3>
<p>Theme parks, Yas Mall, cycling and running tracks and new townhouse communities. Lively at weekends and well connected to both Abu Dhabi and Dubai.</p>
<h3>Al Reem Island</h3>
<p>Towers with sea views minutes from downtown. Ideal for families who prefer apartment living with pools, gyms and play areas in the building.</p>
<h3>Mohammed Bin Zayed City</h3>
<p>Good value villas and apartments, with Mazyad Mall and a wide choice of schools. A practical choice for families working in Mussafah or the industrial areas.</p>
<p>Visit at school-run time before you decide: the daily commute is what you will live with most.</p>`,
  },
  {
    title: 'Sharjah and Ajman: Why Commuters Are Moving North',
    category: 'Market Insights',
    scene: 'townhouse',
    summary: 'Lower rents, new communities and better roads are drawing Dubai workers to the northern emirates.',
    body: `
<p>Rents in Sharjah and Ajman are often a half or less of comparable homes in central Dubai, and a new generation of master-planned communities has changed what is on offer there.</p>
<h3>What is driving the move</h3>
<ul>
<li><strong>Value</strong>: a two-bedroom apartment in Al Nahda or Al Nuaimiya can cost less per year than a studio in many Dubai districts.</li>
<li><strong>New communities</strong>: gated townhouse and villa projects in Muwaileh and Al Zahia offer parks, pools and schools at prices few Dubai communities can match.</li>
<li><strong>Ownership rules</strong>: freehold and long-leasehold areas have opened property ownership to more buyers.</li>
</ul>
<h3>The commute</h3>
<p>The price of value is time. Peak-hour traffic on the main roads into Dubai can turn a 25-minute drive into an hour. Workers whose offices are in Deira, Al Qusais or Dubai Silicon Oasis feel the difference least; those commuting to Dubai Marina feel it most.</p>
<h3>Tips</h3>
<p>Test the drive at rush hour before signing, ask about flexible or remote working, and look for homes near Emirates Road or Sheikh Mohammed Bin Zayed Road, which usually flow better than the coastal routes.</p>`,
  },
  {
    title: 'Golden Visa Through Property: What You Need to Know',
    category: 'Investment',
    scene: 'penthouse',
    summary: 'How a property purchase can qualify you for a ten-year UAE residence visa.',
    body: `
<p>The UAE Golden Visa is a ten-year, renewable residence visa that does not need an employer as sponsor. Property investors can qualify by owning real estate of sufficient value.</p>
<h3>The main conditions</h3>
<ul>
<li>Property worth at least AED 2 million, owned alone or jointly (each owner's share must meet the threshold).</li>
<li>Mortgaged properties can qualify when the bank confirms the amount already paid, subject to current rules.</li>
<li>Off-plan properties from approved developers may count, depending on the emirate's current requirements.</li>
</ul>
<h3>What it gives you</h3>
<p>Residence for you and your family, including children and parents you sponsor, the freedom to stay outside the UAE for long periods without losing residency, and the ability to hire domestic staff.</p>
<h3>How to apply</h3>
<p>After transfer, apply through the immigration authority of the emirate with your title deed, a property valuation if needed, your passport and a medical test. Processing is usually a matter of weeks.</p>
<p>Rules are updated from time to time, so confirm the current criteria with the authorities or a licensed advisor before you buy with a visa in mind.</p>`,
  },
  {
    title: 'Moving Checklist: Setting Up Utilities in Your New Home',
    category: 'Home and Living',
    scene: 'kitchen',
    summary: 'Electricity, water, cooling, internet and gas: the order to do things in when you move.',
    body: `
<p>Getting the keys is only the start. This checklist makes sure the lights, the air-conditioning and the Wi-Fi work on your first night.</p>
<h3>One week before moving</h3>
<ul>
<li>Register your tenancy contract (Ejari in Dubai, Tawtheeq in Abu Dhabi) — utilities cannot be connected without it.</li>
<li>Apply for electricity and water online with the local provider and pay the refundable deposit, which is higher for villas than for apartments.</li>
<li>Book internet and TV installation: appointments can take several days.</li>
</ul>
<h3>On moving day</h3>
<ul>
<li>Check whether your building uses district cooling and open an account with the cooling provider if it is billed separately.</li>
<li>Ask the building management for the gas connection, access cards and parking stickers.</li>
<li>Photograph all meters and note the readings.</li>
</ul>
<h3>In the first month</h3>
<p>Update your address with your bank and employer, register with a nearby clinic and find the service desk of your community. Keep every deposit receipt: you will need them to get your money back when you leave.</p>`,
  },
  {
    title: 'Selling Your Property: Preparing a Listing That Sells',
    category: 'Home and Living',
    scene: 'living-room',
    summary: 'Pricing, photos and paperwork: how to attract serious buyers in the first two weeks.',
    body: `
<p>Most interest in a listing arrives in its first two weeks. Use them well with a listing that is priced right and looks its best.</p>
<h3>Price it on evidence</h3>
<p>Look at recent transactions in your building or community rather than asking prices. A realistic price brings viewings quickly; an ambitious one tends to sit, and later reductions make buyers wonder what is wrong.</p>
<h3>Photos sell the viewing</h3>
<ul>
<li>Declutter, open the curtains and turn on every light.</li>
<li>Shoot in landscape, from the corner of each room, at mid-morning.</li>
<li>Lead with your best picture — usually the living room or the view.</li>
<li>Add a floor plan: buyers shortlist by layout.</li>
</ul>
<h3>Write what buyers search for</h3>
<p>Fill in every detail — bedrooms, size, parking, furnishing, amenities and nearby places. Filters hide listings with missing fields, and complete listings rank better.</p>
<h3>Have the paperwork ready</h3>
<p>Keep the title deed, a copy of your passport, the service-charge statement and, if mortgaged, a liability letter from your bank at hand. A seller who can move quickly wins the buyer who is ready to commit.</p>`,
  },
];
