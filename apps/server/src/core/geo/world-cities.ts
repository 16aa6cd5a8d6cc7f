// A compact world list for offline reverse geocoding: capitals and major cities, one per line as
// "city|state or region|country|latitude|longitude". Coordinates are city centres (4 decimals is
// about 10 m; more precision would not make the nearest-city answer any better).

export const WORLD_CITIES = `
Abu Dhabi|Abu Dhabi|United Arab Emirates|24.4539|54.3773
Dubai|Dubai|United Arab Emirates|25.2048|55.2708
Sharjah|Sharjah|United Arab Emirates|25.3463|55.4209
Ajman|Ajman|United Arab Emirates|25.4052|55.5136
Umm Al Quwain|Umm Al Quwain|United Arab Emirates|25.5647|55.5552
Ras Al Khaimah|Ras Al Khaimah|United Arab Emirates|25.8007|55.9762
Fujairah|Fujairah|United Arab Emirates|25.1288|56.3265
Al Ain|Abu Dhabi|United Arab Emirates|24.2075|55.7447
Khor Fakkan|Sharjah|United Arab Emirates|25.3313|56.3420
Ruwais|Abu Dhabi|United Arab Emirates|24.1103|52.7306
Madinat Zayed|Abu Dhabi|United Arab Emirates|23.6833|53.7000
Hatta|Dubai|United Arab Emirates|24.7967|56.1183
Dibba Al Fujairah|Fujairah|United Arab Emirates|25.5925|56.2611
Riyadh|Riyadh|Saudi Arabia|24.7136|46.6753
Jeddah|Makkah|Saudi Arabia|21.4858|39.1925
Mecca|Makkah|Saudi Arabia|21.3891|39.8579
Medina|Al Madinah|Saudi Arabia|24.5247|39.5692
Dammam|Eastern Province|Saudi Arabia|26.4207|50.0888
Khobar|Eastern Province|Saudi Arabia|26.2172|50.1971
Tabuk|Tabuk|Saudi Arabia|28.3835|36.5662
Abha|Asir|Saudi Arabia|18.2164|42.5053
Doha|Doha|Qatar|25.2854|51.5310
Al Wakrah|Al Wakrah|Qatar|25.1659|51.5976
Manama|Capital|Bahrain|26.2285|50.5860
Muharraq|Muharraq|Bahrain|26.2572|50.6119
Kuwait City|Al Asimah|Kuwait|29.3759|47.9774
Muscat|Muscat|Oman|23.5880|58.3829
Salalah|Dhofar|Oman|17.0151|54.0924
Sohar|Al Batinah North|Oman|24.3470|56.7094
Nizwa|Ad Dakhiliyah|Oman|22.9333|57.5333
Sanaa|Amanat Al Asimah|Yemen|15.3694|44.1910
Aden|Aden|Yemen|12.7855|45.0187
Amman|Amman|Jordan|31.9454|35.9284
Aqaba|Aqaba|Jordan|29.5321|35.0063
Beirut|Beirut|Lebanon|33.8938|35.5018
Damascus|Damascus|Syria|33.5138|36.2765
Aleppo|Aleppo|Syria|36.2021|37.1343
Baghdad|Baghdad|Iraq|33.3152|44.3661
Basra|Basra|Iraq|30.5085|47.7804
Erbil|Erbil|Iraq|36.1911|44.0092
Jerusalem|Jerusalem|Israel|31.7683|35.2137
Tel Aviv|Tel Aviv|Israel|32.0853|34.7818
Haifa|Haifa|Israel|32.7940|34.9896
Ramallah|Ramallah and al-Bireh|Palestine|31.9038|35.2034
Gaza|Gaza|Palestine|31.5017|34.4668
Tehran|Tehran|Iran|35.6892|51.3890
Mashhad|Razavi Khorasan|Iran|36.2605|59.6168
Isfahan|Isfahan|Iran|32.6546|51.6680
Shiraz|Fars|Iran|29.5918|52.5837
Tabriz|East Azerbaijan|Iran|38.0962|46.2738
Istanbul|Istanbul|Turkey|41.0082|28.9784
Ankara|Ankara|Turkey|39.9334|32.8597
Izmir|Izmir|Turkey|38.4237|27.1428
Antalya|Antalya|Turkey|36.8969|30.7133
Bursa|Bursa|Turkey|40.1885|29.0610
Cairo|Cairo|Egypt|30.0444|31.2357
Alexandria|Alexandria|Egypt|31.2001|29.9187
Giza|Giza|Egypt|30.0131|31.2089
Luxor|Luxor|Egypt|25.6872|32.6396
Hurghada|Red Sea|Egypt|27.2579|33.8116
Sharm El Sheikh|South Sinai|Egypt|27.9158|34.3300
Tripoli|Tripoli|Libya|32.8872|13.1913
Benghazi|Benghazi|Libya|32.1167|20.0667
Tunis|Tunis|Tunisia|36.8065|10.1815
Algiers|Algiers|Algeria|36.7538|3.0588
Oran|Oran|Algeria|35.6971|-0.6308
Rabat|Rabat-Salé-Kénitra|Morocco|34.0209|-6.8416
Casablanca|Casablanca-Settat|Morocco|33.5731|-7.5898
Marrakesh|Marrakesh-Safi|Morocco|31.6295|-7.9811
Tangier|Tanger-Tetouan-Al Hoceima|Morocco|35.7595|-5.8340
Fez|Fès-Meknès|Morocco|34.0181|-5.0078
Khartoum|Khartoum|Sudan|15.5007|32.5599
Addis Ababa|Addis Ababa|Ethiopia|8.9806|38.7578
Nairobi|Nairobi|Kenya|-1.2921|36.8219
Mombasa|Mombasa|Kenya|-4.0435|39.6682
Dar es Salaam|Dar es Salaam|Tanzania|-6.7924|39.2083
Dodoma|Dodoma|Tanzania|-6.1630|35.7516
Zanzibar City|Zanzibar Urban/West|Tanzania|-6.1659|39.2026
Kampala|Central|Uganda|0.3476|32.5825
Kigali|Kigali|Rwanda|-1.9441|30.0619
Mogadishu|Banaadir|Somalia|2.0469|45.3182
Djibouti|Djibouti|Djibouti|11.5721|43.1456
Lagos|Lagos|Nigeria|6.5244|3.3792
Abuja|Federal Capital Territory|Nigeria|9.0765|7.3986
Kano|Kano|Nigeria|12.0022|8.5920
Accra|Greater Accra|Ghana|5.6037|-0.1870
Kumasi|Ashanti|Ghana|6.6885|-1.6244
Abidjan|Abidjan|Côte d'Ivoire|5.3600|-4.0083
Dakar|Dakar|Senegal|14.7167|-17.4677
Bamako|Bamako|Mali|12.6392|-8.0029
Ouagadougou|Centre|Burkina Faso|12.3714|-1.5197
Niamey|Niamey|Niger|13.5116|2.1254
Conakry|Conakry|Guinea|9.6412|-13.5784
Freetown|Western Area|Sierra Leone|8.4657|-13.2317
Monrovia|Montserrado|Liberia|6.3156|-10.8074
Lomé|Maritime|Togo|6.1375|1.2123
Cotonou|Littoral|Benin|6.3703|2.3912
Douala|Littoral|Cameroon|4.0511|9.7679
Yaoundé|Centre|Cameroon|3.8480|11.5021
Kinshasa|Kinshasa|DR Congo|-4.4419|15.2663
Brazzaville|Brazzaville|Republic of the Congo|-4.2634|15.2429
Luanda|Luanda|Angola|-8.8390|13.2894
Lusaka|Lusaka|Zambia|-15.3875|28.3228
Harare|Harare|Zimbabwe|-17.8252|31.0335
Maputo|Maputo|Mozambique|-25.9692|32.5732
Lilongwe|Central|Malawi|-13.9626|33.7741
Antananarivo|Analamanga|Madagascar|-18.8792|47.5079
Port Louis|Port Louis|Mauritius|-20.1609|57.5012
Victoria|Mahé|Seychelles|-4.6191|55.4513
Windhoek|Khomas|Namibia|-22.5609|17.0658
Gaborone|South-East|Botswana|-24.6282|25.9231
Johannesburg|Gauteng|South Africa|-26.2041|28.0473
Pretoria|Gauteng|South Africa|-25.7479|28.2293
Cape Town|Western Cape|South Africa|-33.9249|18.4241
Durban|KwaZulu-Natal|South Africa|-29.8587|31.0218
Port Elizabeth|Eastern Cape|South Africa|-33.9608|25.6022
London|England|United Kingdom|51.5074|-0.1278
Manchester|England|United Kingdom|53.4808|-2.2426
Birmingham|England|United Kingdom|52.4862|-1.8904
Liverpool|England|United Kingdom|53.4084|-2.9916
Leeds|England|United Kingdom|53.8008|-1.5491
Bristol|England|United Kingdom|51.4545|-2.5879
Edinburgh|Scotland|United Kingdom|55.9533|-3.1883
Glasgow|Scotland|United Kingdom|55.8642|-4.2518
Cardiff|Wales|United Kingdom|51.4816|-3.1791
Belfast|Northern Ireland|United Kingdom|54.5973|-5.9301
Dublin|Leinster|Ireland|53.3498|-6.2603
Cork|Munster|Ireland|51.8985|-8.4756
Paris|Île-de-France|France|48.8566|2.3522
Marseille|Provence-Alpes-Côte d'Azur|France|43.2965|5.3698
Lyon|Auvergne-Rhône-Alpes|France|45.7640|4.8357
Nice|Provence-Alpes-Côte d'Azur|France|43.7102|7.2620
Toulouse|Occitanie|France|43.6047|1.4442
Bordeaux|Nouvelle-Aquitaine|France|44.8378|-0.5792
Lille|Hauts-de-France|France|50.6292|3.0573
Monaco|Monaco|Monaco|43.7384|7.4246
Brussels|Brussels-Capital|Belgium|50.8503|4.3517
Antwerp|Flanders|Belgium|51.2194|4.4025
Amsterdam|North Holland|Netherlands|52.3676|4.9041
Rotterdam|South Holland|Netherlands|51.9244|4.4777
The Hague|South Holland|Netherlands|52.0705|4.3007
Luxembourg|Luxembourg|Luxembourg|49.6116|6.1319
Berlin|Berlin|Germany|52.5200|13.4050
Hamburg|Hamburg|Germany|53.5511|9.9937
Munich|Bavaria|Germany|48.1351|11.5820
Cologne|North Rhine-Westphalia|Germany|50.9375|6.9603
Frankfurt|Hesse|Germany|50.1109|8.6821
Stuttgart|Baden-Württemberg|Germany|48.7758|9.1829
Düsseldorf|North Rhine-Westphalia|Germany|51.2277|6.7735
Leipzig|Saxony|Germany|51.3397|12.3731
Dresden|Saxony|Germany|51.0504|13.7373
Zurich|Zurich|Switzerland|47.3769|8.5417
Geneva|Geneva|Switzerland|46.2044|6.1432
Bern|Bern|Switzerland|46.9480|7.4474
Basel|Basel-Stadt|Switzerland|47.5596|7.5886
Vienna|Vienna|Austria|48.2082|16.3738
Salzburg|Salzburg|Austria|47.8095|13.0550
Innsbruck|Tyrol|Austria|47.2692|11.4041
Madrid|Community of Madrid|Spain|40.4168|-3.7038
Barcelona|Catalonia|Spain|41.3851|2.1734
Valencia|Valencian Community|Spain|39.4699|-0.3763
Seville|Andalusia|Spain|37.3891|-5.9845
Málaga|Andalusia|Spain|36.7213|-4.4214
Marbella|Andalusia|Spain|36.5101|-4.8825
Palma|Balearic Islands|Spain|39.5696|2.6502
Bilbao|Basque Country|Spain|43.2630|-2.9350
Las Palmas|Canary Islands|Spain|28.1235|-15.4363
Lisbon|Lisbon|Portugal|38.7223|-9.1393
Porto|Porto|Portugal|41.1579|-8.6291
Faro|Faro|Portugal|37.0194|-7.9322
Funchal|Madeira|Portugal|32.6669|-16.9241
Rome|Lazio|Italy|41.9028|12.4964
Milan|Lombardy|Italy|45.4642|9.1900
Naples|Campania|Italy|40.8518|14.2681
Turin|Piedmont|Italy|45.0703|7.6869
Florence|Tuscany|Italy|43.7696|11.2558
Venice|Veneto|Italy|45.4408|12.3155
Bologna|Emilia-Romagna|Italy|44.4949|11.3426
Palermo|Sicily|Italy|38.1157|13.3615
Valletta|Valletta|Malta|35.8989|14.5146
Athens|Attica|Greece|37.9838|23.7275
Thessaloniki|Central Macedonia|Greece|40.6401|22.9444
Nicosia|Nicosia|Cyprus|35.1856|33.3823
Limassol|Limassol|Cyprus|34.7071|33.0226
Paphos|Paphos|Cyprus|34.7754|32.4245
Copenhagen|Capital Region|Denmark|55.6761|12.5683
Aarhus|Central Denmark|Denmark|56.1629|10.2039
Oslo|Oslo|Norway|59.9139|10.7522
Bergen|Vestland|Norway|60.3913|5.3221
Stockholm|Stockholm|Sweden|59.3293|18.0686
Gothenburg|Västra Götaland|Sweden|57.7089|11.9746
Malmö|Skåne|Sweden|55.6050|13.0038
Helsinki|Uusimaa|Finland|60.1699|24.9384
Reykjavik|Capital Region|Iceland|64.1466|-21.9426
Tallinn|Harju|Estonia|59.4370|24.7536
Riga|Riga|Latvia|56.9496|24.1052
Vilnius|Vilnius|Lithuania|54.6872|25.2797
Warsaw|Masovia|Poland|52.2297|21.0122
Kraków|Lesser Poland|Poland|50.0647|19.9450
Gdańsk|Pomerania|Poland|54.3520|18.6466
Wrocław|Lower Silesia|Poland|51.1079|17.0385
Prague|Prague|Czech Republic|50.0755|14.4378
Brno|South Moravia|Czech Republic|49.1951|16.6068
Bratislava|Bratislava|Slovakia|48.1486|17.1077
Budapest|Budapest|Hungary|47.4979|19.0402
Ljubljana|Ljubljana|Slovenia|46.0569|14.5058
Zagreb|Zagreb|Croatia|45.8150|15.9819
Split|Split-Dalmatia|Croatia|43.5081|16.4402
Dubrovnik|Dubrovnik-Neretva|Croatia|42.6507|18.0944
Belgrade|Belgrade|Serbia|44.7866|20.4489
Sarajevo|Sarajevo Canton|Bosnia and Herzegovina|43.8563|18.4131
Podgorica|Podgorica|Montenegro|42.4304|19.2594
Skopje|Skopje|North Macedonia|41.9981|21.4254
Tirana|Tirana|Albania|41.3275|19.8187
Pristina|Pristina|Kosovo|42.6629|21.1655
Sofia|Sofia City|Bulgaria|42.6977|23.3219
Varna|Varna|Bulgaria|43.2141|27.9147
Bucharest|Bucharest|Romania|44.4268|26.1025
Cluj-Napoca|Cluj|Romania|46.7712|23.6236
Chișinău|Chișinău|Moldova|47.0105|28.8638
Kyiv|Kyiv|Ukraine|50.4501|30.5234
Kharkiv|Kharkiv|Ukraine|49.9935|36.2304
Odesa|Odesa|Ukraine|46.4825|30.7233
Lviv|Lviv|Ukraine|49.8397|24.0297
Minsk|Minsk|Belarus|53.9006|27.5590
Moscow|Moscow|Russia|55.7558|37.6173
Saint Petersburg|Saint Petersburg|Russia|59.9311|30.3609
Novosibirsk|Novosibirsk Oblast|Russia|55.0084|82.9357
Yekaterinburg|Sverdlovsk Oblast|Russia|56.8389|60.6057
Kazan|Tatarstan|Russia|55.8304|49.0661
Sochi|Krasnodar Krai|Russia|43.6028|39.7342
Vladivostok|Primorsky Krai|Russia|43.1332|131.9113
Tbilisi|Tbilisi|Georgia|41.7151|44.8271
Batumi|Adjara|Georgia|41.6168|41.6367
Yerevan|Yerevan|Armenia|40.1792|44.4991
Baku|Baku|Azerbaijan|40.4093|49.8671
Astana|Astana|Kazakhstan|51.1694|71.4491
Almaty|Almaty|Kazakhstan|43.2220|76.8512
Tashkent|Tashkent|Uzbekistan|41.2995|69.2401
Samarkand|Samarqand|Uzbekistan|39.6270|66.9750
Bishkek|Bishkek|Kyrgyzstan|42.8746|74.5698
Dushanbe|Dushanbe|Tajikistan|38.5598|68.7870
Ashgabat|Ashgabat|Turkmenistan|37.9601|58.3261
Kabul|Kabul|Afghanistan|34.5553|69.2075
Islamabad|Islamabad Capital Territory|Pakistan|33.6844|73.0479
Karachi|Sindh|Pakistan|24.8607|67.0011
Lahore|Punjab|Pakistan|31.5204|74.3587
Faisalabad|Punjab|Pakistan|31.4504|73.1350
Peshawar|Khyber Pakhtunkhwa|Pakistan|34.0151|71.5249
Quetta|Balochistan|Pakistan|30.1798|66.9750
New Delhi|Delhi|India|28.6139|77.2090
Mumbai|Maharashtra|India|19.0760|72.8777
Bengaluru|Karnataka|India|12.9716|77.5946
Hyderabad|Telangana|India|17.3850|78.4867
Chennai|Tamil Nadu|India|13.0827|80.2707
Kolkata|West Bengal|India|22.5726|88.3639
Pune|Maharashtra|India|18.5204|73.8567
Ahmedabad|Gujarat|India|23.0225|72.5714
Jaipur|Rajasthan|India|26.9124|75.7873
Lucknow|Uttar Pradesh|India|26.8467|80.9462
Kochi|Kerala|India|9.9312|76.2673
Thiruvananthapuram|Kerala|India|8.5241|76.9366
Kozhikode|Kerala|India|11.2588|75.7804
Chandigarh|Chandigarh|India|30.7333|76.7794
Goa|Goa|India|15.4909|73.8278
Surat|Gujarat|India|21.1702|72.8311
Nagpur|Maharashtra|India|21.1458|79.0882
Indore|Madhya Pradesh|India|22.7196|75.8577
Bhopal|Madhya Pradesh|India|23.2599|77.4126
Patna|Bihar|India|25.5941|85.1376
Coimbatore|Tamil Nadu|India|11.0168|76.9558
Visakhapatnam|Andhra Pradesh|India|17.6868|83.2185
Gurugram|Haryana|India|28.4595|77.0266
Noida|Uttar Pradesh|India|28.5355|77.3910
Kathmandu|Bagmati|Nepal|27.7172|85.3240
Thimphu|Thimphu|Bhutan|27.4728|89.6390
Dhaka|Dhaka|Bangladesh|23.8103|90.4125
Chittagong|Chittagong|Bangladesh|22.3569|91.7832
Colombo|Western|Sri Lanka|6.9271|79.8612
Kandy|Central|Sri Lanka|7.2906|80.6337
Malé|Malé|Maldives|4.1755|73.5093
Yangon|Yangon|Myanmar|16.8409|96.1735
Naypyidaw|Naypyidaw|Myanmar|19.7633|96.0785
Bangkok|Bangkok|Thailand|13.7563|100.5018
Chiang Mai|Chiang Mai|Thailand|18.7883|98.9853
Phuket|Phuket|Thailand|7.8804|98.3923
Pattaya|Chonburi|Thailand|12.9236|100.8825
Vientiane|Vientiane Prefecture|Laos|17.9757|102.6331
Phnom Penh|Phnom Penh|Cambodia|11.5564|104.9282
Hanoi|Hanoi|Vietnam|21.0278|105.8342
Ho Chi Minh City|Ho Chi Minh City|Vietnam|10.8231|106.6297
Da Nang|Da Nang|Vietnam|16.0544|108.2022
Kuala Lumpur|Federal Territory of Kuala Lumpur|Malaysia|3.1390|101.6869
George Town|Penang|Malaysia|5.4141|100.3288
Johor Bahru|Johor|Malaysia|1.4927|103.7414
Kota Kinabalu|Sabah|Malaysia|5.9804|116.0735
Singapore|Singapore|Singapore|1.3521|103.8198
Bandar Seri Begawan|Brunei-Muara|Brunei|4.9031|114.9398
Jakarta|Jakarta|Indonesia|-6.2088|106.8456
Surabaya|East Java|Indonesia|-7.2575|112.7521
Bandung|West Java|Indonesia|-6.9175|107.6191
Denpasar|Bali|Indonesia|-8.6705|115.2126
Medan|North Sumatra|Indonesia|3.5952|98.6722
Manila|Metro Manila|Philippines|14.5995|120.9842
Cebu City|Central Visayas|Philippines|10.3157|123.8854
Davao City|Davao Region|Philippines|7.1907|125.4553
Dili|Dili|Timor-Leste|-8.5569|125.5603
Beijing|Beijing|China|39.9042|116.4074
Shanghai|Shanghai|China|31.2304|121.4737
Guangzhou|Guangdong|China|23.1291|113.2644
Shenzhen|Guangdong|China|22.5431|114.0579
Chengdu|Sichuan|China|30.5728|104.0668
Chongqing|Chongqing|China|29.4316|106.9123
Wuhan|Hubei|China|30.5928|114.3055
Xi'an|Shaanxi|China|34.3416|108.9398
Hangzhou|Zhejiang|China|30.2741|120.1551
Nanjing|Jiangsu|China|32.0603|118.7969
Tianjin|Tianjin|China|39.3434|117.3616
Harbin|Heilongjiang|China|45.8038|126.5349
Kunming|Yunnan|China|25.0389|102.7183
Urumqi|Xinjiang|China|43.8256|87.6168
Lhasa|Tibet|China|29.6520|91.1721
Hong Kong|Hong Kong|Hong Kong|22.3193|114.1694
Macau|Macau|Macau|22.1987|113.5439
Taipei|Taipei|Taiwan|25.0330|121.5654
Kaohsiung|Kaohsiung|Taiwan|22.6273|120.3014
Ulaanbaatar|Ulaanbaatar|Mongolia|47.8864|106.9057
Seoul|Seoul|South Korea|37.5665|126.9780
Busan|Busan|South Korea|35.1796|129.0756
Incheon|Incheon|South Korea|37.4563|126.7052
Pyongyang|Pyongyang|North Korea|39.0392|125.7625
Tokyo|Tokyo|Japan|35.6762|139.6503
Yokohama|Kanagawa|Japan|35.4437|139.6380
Osaka|Osaka|Japan|34.6937|135.5023
Nagoya|Aichi|Japan|35.1815|136.9066
Sapporo|Hokkaido|Japan|43.0618|141.3545
Fukuoka|Fukuoka|Japan|33.5904|130.4017
Kyoto|Kyoto|Japan|35.0116|135.7681
Okinawa|Okinawa|Japan|26.2124|127.6809
Sydney|New South Wales|Australia|-33.8688|151.2093
Melbourne|Victoria|Australia|-37.8136|144.9631
Brisbane|Queensland|Australia|-27.4698|153.0251
Perth|Western Australia|Australia|-31.9505|115.8605
Adelaide|South Australia|Australia|-34.9285|138.6007
Gold Coast|Queensland|Australia|-28.0167|153.4000
Canberra|Australian Capital Territory|Australia|-35.2809|149.1300
Hobart|Tasmania|Australia|-42.8821|147.3272
Darwin|Northern Territory|Australia|-12.4634|130.8456
Cairns|Queensland|Australia|-16.9186|145.7781
Auckland|Auckland|New Zealand|-36.8485|174.7633
Wellington|Wellington|New Zealand|-41.2865|174.7762
Christchurch|Canterbury|New Zealand|-43.5321|172.6362
Queenstown|Otago|New Zealand|-45.0312|168.6626
Suva|Central|Fiji|-18.1416|178.4419
Port Moresby|National Capital District|Papua New Guinea|-9.4438|147.1803
Honolulu|Hawaii|United States|21.3069|-157.8583
Anchorage|Alaska|United States|61.2181|-149.9003
Seattle|Washington|United States|47.6062|-122.3321
Portland|Oregon|United States|45.5152|-122.6784
San Francisco|California|United States|37.7749|-122.4194
San Jose|California|United States|37.3382|-121.8863
Los Angeles|California|United States|34.0522|-118.2437
San Diego|California|United States|32.7157|-117.1611
Sacramento|California|United States|38.5816|-121.4944
Las Vegas|Nevada|United States|36.1699|-115.1398
Phoenix|Arizona|United States|33.4484|-112.0740
Salt Lake City|Utah|United States|40.7608|-111.8910
Denver|Colorado|United States|39.7392|-104.9903
Albuquerque|New Mexico|United States|35.0844|-106.6504
Dallas|Texas|United States|32.7767|-96.7970
Houston|Texas|United States|29.7604|-95.3698
Austin|Texas|United States|30.2672|-97.7431
San Antonio|Texas|United States|29.4241|-98.4936
Oklahoma City|Oklahoma|United States|35.4676|-97.5164
Kansas City|Missouri|United States|39.0997|-94.5786
St. Louis|Missouri|United States|38.6270|-90.1994
Minneapolis|Minnesota|United States|44.9778|-93.2650
Chicago|Illinois|United States|41.8781|-87.6298
Detroit|Michigan|United States|42.3314|-83.0458
Milwaukee|Wisconsin|United States|43.0389|-87.9065
Indianapolis|Indiana|United States|39.7684|-86.1581
Columbus|Ohio|United States|39.9612|-82.9988
Cleveland|Ohio|United States|41.4993|-81.6944
Nashville|Tennessee|United States|36.1627|-86.7816
Memphis|Tennessee|United States|35.1495|-90.0490
New Orleans|Louisiana|United States|29.9511|-90.0715
Atlanta|Georgia|United States|33.7490|-84.3880
Charlotte|North Carolina|United States|35.2271|-80.8431
Raleigh|North Carolina|United States|35.7796|-78.6382
Miami|Florida|United States|25.7617|-80.1918
Orlando|Florida|United States|28.5383|-81.3792
Tampa|Florida|United States|27.9506|-82.4572
Jacksonville|Florida|United States|30.3322|-81.6557
Washington|District of Columbia|United States|38.9072|-77.0369
Baltimore|Maryland|United States|39.2904|-76.6122
Philadelphia|Pennsylvania|United States|39.9526|-75.1652
Pittsburgh|Pennsylvania|United States|40.4406|-79.9959
New York|New York|United States|40.7128|-74.0060
Newark|New Jersey|United States|40.7357|-74.1724
Boston|Massachusetts|United States|42.3601|-71.0589
Buffalo|New York|United States|42.8864|-78.8784
Ottawa|Ontario|Canada|45.4215|-75.6972
Toronto|Ontario|Canada|43.6532|-79.3832
Montreal|Quebec|Canada|45.5017|-73.5673
Quebec City|Quebec|Canada|46.8139|-71.2080
Vancouver|British Columbia|Canada|49.2827|-123.1207
Victoria|British Columbia|Canada|48.4284|-123.3656
Calgary|Alberta|Canada|51.0447|-114.0719
Edmonton|Alberta|Canada|53.5461|-113.4938
Winnipeg|Manitoba|Canada|49.8951|-97.1384
Halifax|Nova Scotia|Canada|44.6488|-63.5752
Mexico City|Mexico City|Mexico|19.4326|-99.1332
Guadalajara|Jalisco|Mexico|20.6597|-103.3496
Monterrey|Nuevo León|Mexico|25.6866|-100.3161
Cancún|Quintana Roo|Mexico|21.1619|-86.8515
Tijuana|Baja California|Mexico|32.5149|-117.0382
Puebla|Puebla|Mexico|19.0414|-98.2063
Guatemala City|Guatemala|Guatemala|14.6349|-90.5069
San Salvador|San Salvador|El Salvador|13.6929|-89.2182
Tegucigalpa|Francisco Morazán|Honduras|14.0723|-87.1921
Managua|Managua|Nicaragua|12.1150|-86.2362
San José|San José|Costa Rica|9.9281|-84.0907
Panama City|Panamá|Panama|8.9824|-79.5199
Havana|Havana|Cuba|23.1136|-82.3666
Kingston|Kingston|Jamaica|17.9712|-76.7936
Santo Domingo|Distrito Nacional|Dominican Republic|18.4861|-69.9312
Port-au-Prince|Ouest|Haiti|18.5944|-72.3074
San Juan|San Juan|Puerto Rico|18.4655|-66.1057
Nassau|New Providence|Bahamas|25.0443|-77.3504
Bridgetown|Saint Michael|Barbados|13.1132|-59.5988
Port of Spain|Port of Spain|Trinidad and Tobago|10.6549|-61.5019
Bogotá|Bogotá|Colombia|4.7110|-74.0721
Medellín|Antioquia|Colombia|6.2442|-75.5812
Cartagena|Bolívar|Colombia|10.3910|-75.4794
Cali|Valle del Cauca|Colombia|3.4516|-76.5320
Caracas|Capital District|Venezuela|10.4806|-66.9036
Quito|Pichincha|Ecuador|-0.1807|-78.4678
Guayaquil|Guayas|Ecuador|-2.1709|-79.9224
Lima|Lima|Peru|-12.0464|-77.0428
Cusco|Cusco|Peru|-13.5320|-71.9675
La Paz|La Paz|Bolivia|-16.4897|-68.1193
Santa Cruz de la Sierra|Santa Cruz|Bolivia|-17.8146|-63.1561
Santiago|Santiago Metropolitan|Chile|-33.4489|-70.6693
Valparaíso|Valparaíso|Chile|-33.0472|-71.6127
Buenos Aires|Buenos Aires|Argentina|-34.6037|-58.3816
Córdoba|Córdoba|Argentina|-31.4201|-64.1888
Mendoza|Mendoza|Argentina|-32.8895|-68.8458
Rosario|Santa Fe|Argentina|-32.9442|-60.6505
Montevideo|Montevideo|Uruguay|-34.9011|-56.1645
Asunción|Asunción|Paraguay|-25.2637|-57.5759
São Paulo|São Paulo|Brazil|-23.5505|-46.6333
Rio de Janeiro|Rio de Janeiro|Brazil|-22.9068|-43.1729
Brasília|Federal District|Brazil|-15.7975|-47.8919
Salvador|Bahia|Brazil|-12.9777|-38.5016
Fortaleza|Ceará|Brazil|-3.7319|-38.5267
Belo Horizonte|Minas Gerais|Brazil|-19.9167|-43.9345
Manaus|Amazonas|Brazil|-3.1190|-60.0217
Curitiba|Paraná|Brazil|-25.4284|-49.2733
Recife|Pernambuco|Brazil|-8.0476|-34.8770
Porto Alegre|Rio Grande do Sul|Brazil|-30.0346|-51.2177
Florianópolis|Santa Catarina|Brazil|-27.5954|-48.5480
Georgetown|Demerara-Mahaica|Guyana|6.8013|-58.1551
Paramaribo|Paramaribo|Suriname|5.8520|-55.2038
`;
