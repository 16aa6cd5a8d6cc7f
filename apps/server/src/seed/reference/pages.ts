// The three content pages of the site (settings about_us, terms_conditions, privacy_policy) as
// the admin would first see them: complete, editable HTML rather than filler.

export const ABOUT_US = `
<h2>Home, found.</h2>
<p>Abode is a property marketplace built in Dubai for the whole of the United Arab Emirates. We bring together buyers, tenants, owners, agents and developers on one platform, so that finding a home or the right commercial space takes days instead of months. Every listing on Abode shows its price, its exact location on the map, real photos and the details that matter — bedrooms, size, furnishing, parking and what is nearby — before you ever pick up the phone.</p>
<p>We started Abode because searching for property was harder than it needed to be. The same apartment appeared five times with five different prices, photos were years old and "five minutes to the metro" meant a drive. Our team of property specialists and engineers set out to build the portal we wanted to use ourselves: honest listings, useful filters, a map that shows what is really there and a direct line to the person who can answer your question.</p>
<h3>What we do</h3>
<ul>
  <li><strong>Properties for sale and rent</strong> — apartments, villas, townhouses, penthouses, offices, shops, land and warehouses across Dubai, Abu Dhabi, Sharjah, Ajman, Ras Al Khaimah, Fujairah, Umm Al Quwain and Al Ain.</li>
  <li><strong>New projects</strong> — off-plan and under-construction developments with floor plans, brochures and progress updates from the developer.</li>
  <li><strong>Verified agents</strong> — agents who have confirmed their licence and identity with us carry a verified badge, so you know who you are dealing with.</li>
  <li><strong>Tools that help you decide</strong> — a mortgage calculator, an area converter, saved searches, favourites and a personalised feed that learns what you are looking for.</li>
</ul>
<h3>How we keep listings honest</h3>
<p>Every new listing is reviewed by our moderation team before it goes live. We check that photos belong to the property, that the price is plausible for the area and that the location pin is correct. Listings that are sold or rented are marked as such, and visitors can report anything that looks wrong with a single tap; each report is read by a person.</p>
<h3>For owners and agents</h3>
<p>Listing a property on Abode is free to start. Our packages add more listings, featured placements at the top of search results and premium visibility for the homes that deserve it. Owners and agents chat with interested buyers and tenants directly inside Abode, without sharing a personal phone number until they choose to.</p>
<p>Whether you are renting your first studio, buying a family villa or leasing a warehouse for a growing business, we are here to help. Visit us at our office in Dubai Marina or write to us any time — a member of our team answers every message within one working day.</p>
`.trim();

export const TERMS_CONDITIONS = `
<h2>Terms and Conditions</h2>
<p>These terms govern your use of the Abode website, apps and services (together, "Abode"), operated by Abode Real Estate Portal LLC, Dubai, United Arab Emirates. By creating an account or using Abode you agree to these terms. If you do not agree, please do not use Abode.</p>
<h3>1. Who may use Abode</h3>
<p>You must be at least 18 years old and able to enter into a binding contract to register. You are responsible for the accuracy of the information in your profile and for keeping your password secret. Tell us immediately if you believe someone else has used your account.</p>
<h3>2. Listings</h3>
<p>Owners, agents and developers ("advertisers") are solely responsible for the listings they publish. By posting a listing you confirm that you own the property or are authorised by the owner to market it, that the details, photos and price are accurate and current, and that the listing complies with the laws and regulations of the emirate in which the property is located, including any requirement to hold a valid brokerage licence or advertising permit.</p>
<p>We review listings before publication and may edit formatting, request changes, refuse, deactivate or remove any listing at our discretion, in particular listings that are misleading, duplicated, discriminatory, already sold or rented, or that infringe the rights of others. When a property is sold or rented the advertiser must mark it as such without delay.</p>
<h3>3. Packages and payments</h3>
<p>Some features — additional listings, featured placements, premium listings and detailed mortgage reports — require a package. Package prices, limits and durations are shown before purchase and are charged in the currency displayed. Packages start when payment is confirmed and end at the end of their duration; unused limits do not carry over. Payments are processed by our payment partners; we never see or store your full card number. Except where required by law, payments for packages that have started are not refundable.</p>
<h3>4. Acceptable use</h3>
<p>You agree not to use Abode to send spam or unsolicited offers, to collect other users' personal data, to post content that is unlawful, offensive or infringes intellectual property, to impersonate another person, or to interfere with the security or operation of the service. Automated scraping of listings is not permitted without our written consent.</p>
<h3>5. Communication between users</h3>
<p>Abode provides chat so that users and advertisers can talk about a property. We are not a party to any agreement you reach with another user, we do not act as a broker in your transaction and we do not guarantee the conduct of any user. Always view a property and verify ownership documents before paying any deposit.</p>
<h3>6. Intellectual property</h3>
<p>The Abode name, logo, design and software belong to us. You keep the rights in the content you upload, and you grant us a worldwide, non-exclusive, royalty-free licence to host, display, resize and promote that content on Abode and in our marketing for as long as it is published.</p>
<h3>7. Liability</h3>
<p>Abode is provided "as is". Listing information comes from advertisers and, although we moderate it, we cannot guarantee that it is complete or error-free. To the extent permitted by law we are not liable for indirect or consequential losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim.</p>
<h3>8. Suspension and termination</h3>
<p>We may suspend or deactivate accounts that breach these terms. You may delete your account at any time from your profile; your listings and chats are removed with it.</p>
<h3>9. Changes and governing law</h3>
<p>We may update these terms from time to time and will announce material changes on the site. These terms are governed by the laws of the Emirate of Dubai and the federal laws of the United Arab Emirates, and the courts of Dubai have exclusive jurisdiction.</p>
`.trim();

export const PRIVACY_POLICY = `
<h2>Privacy Policy</h2>
<p>This policy explains what personal data Abode Real Estate Portal LLC ("Abode", "we") collects when you use our website and apps, why we collect it, and the choices you have. We process personal data in line with the UAE Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data.</p>
<h3>Information we collect</h3>
<ul>
  <li><strong>Account information</strong>: your name, email address, mobile number, profile photo and, if you choose, your address, social media links and a short description of yourself.</li>
  <li><strong>Listings and messages</strong>: the properties and projects you publish, the photos and documents you upload, and the messages you exchange with other users in chat.</li>
  <li><strong>Usage information</strong>: the listings you view, save or report, your searches and filters, and technical data such as your device, browser and IP address.</li>
  <li><strong>Location</strong>: with your permission, your approximate location, so that we can show properties near you.</li>
  <li><strong>Payments</strong>: the packages you buy and the status of each payment. Card details are handled by our payment partners and never reach our servers.</li>
</ul>
<h3>How we use it</h3>
<p>We use your information to run your account, publish and moderate listings, connect you with owners, agents and interested buyers or tenants, process payments, send the notifications you asked for, personalise recommendations, keep the platform safe from fraud and abuse, and improve our services. We do not sell your personal data.</p>
<h3>What other users see</h3>
<p>When you publish a listing, your name, profile photo and the contact details you choose to show appear with it. Agents' public profiles show their listings, social links and verification status. Your email address and phone number are never shown to other users unless you add them to a listing yourself.</p>
<h3>Sharing</h3>
<p>We share data only with service providers who help us operate Abode — hosting, email and SMS delivery, push notifications, maps and payment processing — under contracts that oblige them to protect it, and with authorities when the law requires it.</p>
<h3>Cookies</h3>
<p>We use essential cookies to keep you signed in and remember your language, and, with your consent, analytics cookies to understand how the site is used. You can change your choice at any time from the cookie banner or your browser settings.</p>
<h3>Retention and security</h3>
<p>We keep your data while your account is active. When you delete your account we delete your profile, listings, favourites and chats within 30 days, except records we must keep by law, such as payment records. Passwords are stored only as strong one-way hashes, all traffic is encrypted and access to personal data within our team is limited to those who need it.</p>
<h3>Your rights</h3>
<p>You can view and correct your profile at any time, download a copy of your data, withdraw consent for location or notifications, and ask us to delete your account. To exercise these rights, or for any question about this policy, write to privacy@abode.ae or to our office in Dubai Marina.</p>
`.trim();
