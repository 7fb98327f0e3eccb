-- The community forum (docs/PRODUCT.md §2 'Community Forum'): a forum that looks lived in on the
-- first visit, so that a new user sees how questions are asked and answered before asking their
-- own.
--
-- What it seeds, all with fixed ids so that a second run changes nothing:
-- - 8 forum accounts (d3f00000-…-0000000000NN). Not demo accounts: nobody can sign in to them,
--   as their password is a random one that is never stored anywhere.
--     01 Adv. Meera Iyer       advocate, verified (family and civil law)
--     02 Adv. Arjun Malhotra   advocate, verified (criminal law)
--     03 Adv. Farhana Qureshi  advocate, verified (property and constitutional law)
--     04 Adv. Sandeep Kulkarni advocate, verification pending
--     05 Priya Sharma, 06 Rohit Verma, 07 (no name: 'LexSetu member'), 08 Imran Shaikh: clients
-- - 30 threads (d3f10000-…-0000000000TT) over the last six weeks, in all five categories, two of
--   them by the demo client (one anonymous). T27, T29 and T30 have no reply yet, and T16, T21 and
--   T24 only replies by clients, so the advocates' 'Forum Queries' and the 'Unanswered' list are
--   not empty.
-- - 74 replies (d3f20000-…-00000000TTRR: reply RR of thread TT), three of them by the demo
--   advocate, and a helpful answer marked on 14 threads.
-- - Upvotes, as vote rows by the forum accounts (never on their own posts).
--
-- Dates are relative to now(), so the forum looks current whenever the seed runs, and all are
-- older than an hour, so the posting limits (posts of the last hour) never count them. Replies are
-- dated by their delay after their thread, so a reply is never older than its question.
-- Legal content: offences from 1 July 2024 are named in the Bharatiya Nyaya Sanhita (BNS) and
-- procedure in the Bharatiya Nagarik Suraksha Sanhita (BNSS); the IPC only for older events.
--
-- Reply and vote counts are never written here: the triggers keep them. Replies and votes are
-- inserted only when they do not exist yet (the not exists below), so a second run adds nothing.

-- The accounts (private.seed_account: see accounts.sql). The verified badge is computed from
-- role and is_verified; the seed (as postgres) may set both.
select private.seed_account(a.id, a.email, a.name, a.role, 'free', a.joined, a.is_verified)
from (
  values
    ('d3f00000-0000-4000-8000-000000000001'::uuid, 'meera.iyer@seed.lexsetu.invalid', 'Adv. Meera Iyer', 'advocate', true, interval '97 days'),
    ('d3f00000-0000-4000-8000-000000000002'::uuid, 'arjun.malhotra@seed.lexsetu.invalid', 'Adv. Arjun Malhotra', 'advocate', true, interval '93 days'),
    ('d3f00000-0000-4000-8000-000000000003'::uuid, 'farhana.qureshi@seed.lexsetu.invalid', 'Adv. Farhana Qureshi', 'advocate', true, interval '88 days'),
    ('d3f00000-0000-4000-8000-000000000004'::uuid, 'sandeep.kulkarni@seed.lexsetu.invalid', 'Adv. Sandeep Kulkarni', 'advocate', false, interval '61 days'),
    ('d3f00000-0000-4000-8000-000000000005'::uuid, 'priya.sharma@seed.lexsetu.invalid', 'Priya Sharma', 'client', false, interval '74 days'),
    ('d3f00000-0000-4000-8000-000000000006'::uuid, 'rohit.verma@seed.lexsetu.invalid', 'Rohit Verma', 'client', false, interval '69 days'),
    ('d3f00000-0000-4000-8000-000000000007'::uuid, 'member.5821@seed.lexsetu.invalid', null, 'client', false, interval '55 days'),
    ('d3f00000-0000-4000-8000-000000000008'::uuid, 'imran.shaikh@seed.lexsetu.invalid', 'Imran Shaikh', 'client', false, interval '52 days')
) as a (id, email, name, role, is_verified, joined);

-- Threads, oldest first. Authors: d3f00000-…-05 to 08 as above, d3000000-…-0001 the demo client.
insert into public.forum_threads (id, author_id, title, body, categories, is_anonymous, created_at)
select t.id, t.author_id, t.title, t.body, t.categories, t.is_anonymous, now() - t.age
from (
  values
    ('d3f10000-0000-4000-8000-000000000001'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'My cousin fears arrest after a neighbour''s complaint. How does anticipatory bail work now?',
     E'My cousin in Nagpur had a loud quarrel with his neighbour over a shared wall last week. The neighbour has now complained to the police that my cousin threatened to kill him, and the police have asked my cousin to come to the station.\n\nOur family is worried he will be arrested. We have heard of "anticipatory bail", but someone said the law changed with the new criminal codes. Which court do we go to, and what does the court look at?',
     array['Criminal Law'], false, interval '41 days 6 hours'),
    ('d3f10000-0000-4000-8000-000000000002'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'In-laws keep demanding money and my husband supports them. What are my options?',
     E'I have been married for two years. Since the wedding my mother-in-law keeps saying my parents gave too little, and now they want ₹5 lakh for my husband''s business. When I refuse they stop me from eating with the family, my husband shouts at me and once he pushed me.\n\nI do not want to go to the police straight away and ruin everything, but I am scared. What can I do legally? Please do not judge me.',
     array['Family Law', 'Criminal Law'], true, interval '40 days 3 hours'),
    ('d3f10000-0000-4000-8000-000000000003'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'Cheque of ₹2.5 lakh bounced. How many days do I have to send a notice?',
     'A friend borrowed ₹2.5 lakh from me for his shop and gave me a cheque dated last month. The bank returned it yesterday with "funds insufficient". He is not picking up my calls. I want to do this properly. What is the time limit for the legal notice, and what happens after that?',
     array['Civil Law', 'Criminal Law'], false, interval '39 days 1 hour'),
    ('d3f10000-0000-4000-8000-000000000004'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'Do daughters get an equal share in our father''s ancestral zameen and house?',
     E'We are two sisters and one brother, a Hindu family from Nashik. Our father passed away in 2021 without a will. He left the family house and a plot of zameen in the town, which came to him from his father.\n\nMy brother says everything goes only to him because we sisters are married and "belong to another family". Is this true? What share do we have?',
     array['Property Law', 'Family Law'], false, interval '38 days 2 hours'),
    ('d3f10000-0000-4000-8000-000000000005'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'No reply to my RTI application after 30 days. What should I do next?',
     'I filed an RTI application with the municipal corporation asking for the list of road repair works in our ward and the money spent on them. I paid the fee by postal order. It has now been 35 days and there is no reply at all. Can I complain somewhere?',
     array['Constitutional Law'], false, interval '37 days 5 hours'),
    ('d3f10000-0000-4000-8000-000000000006'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'Police station refused my complaint because my phone was snatched in another area',
     'My phone was snatched from my hand while I was getting off a bus. I went to the nearest police station, but they said it happened under another station''s limits and I should go there. That station is far away and I work all day. Can they refuse like this?',
     array['Criminal Law'], false, interval '36 days 2 hours'),
    ('d3f10000-0000-4000-8000-000000000007'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'Mutual consent divorce: can the court skip the six-month waiting period?',
     'My wife and I married in 2019 and have lived apart since early last year. We both want a divorce and have settled everything, including alimony and the return of her things. Our lawyer has filed the first motion. Is there any way to avoid waiting six months for the second motion? We both want to move on with our lives.',
     array['Family Law'], false, interval '35 days 4 hours'),
    ('d3f10000-0000-4000-8000-000000000008'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'My husband said talaq three times over the phone. Is our marriage over?',
     E'My husband works in another city. After a fight last month he called me, said "talaq, talaq, talaq" and cut the phone. Now his family says I must leave the house. We have a three-year-old son.\n\nIs this talaq valid? Where do I go for help?',
     array['Family Law'], true, interval '34 days 1 hour'),
    ('d3f10000-0000-4000-8000-000000000009'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'Landlord is keeping my full deposit after I vacated. The kiraya agreement was for 11 months',
     'I paid ₹60,000 as security deposit for a flat in Bengaluru. The kiraya agreement (rent agreement) was for 11 months and says the deposit is refundable "minus damages". I left the flat clean and paid all the rent and the last electricity bill. Now the landlord says he will keep everything for painting. Is he allowed to do this?',
     array['Property Law', 'Civil Law'], false, interval '33 days 6 hours'),
    ('d3f10000-0000-4000-8000-000000000010'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'Online seller sent a fake watch and refuses a refund. Can I go to the consumer court?',
     'I ordered a branded watch for ₹14,999 from a seller on a big shopping website. What arrived is clearly a copy. The return window closed while the platform kept saying my complaint was "under review", and now both the seller and the platform say no refund. Is it worth going to the consumer commission for this amount?',
     array['Civil Law'], false, interval '32 days 3 hours'),
    ('d3f10000-0000-4000-8000-000000000011'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'Lost ₹48,000 after a fake "KYC update" call. The bank says it is my fault',
     E'Someone called pretending to be from my bank and said my account would be blocked unless I updated my KYC. I clicked a link he sent, and money was taken in three transactions. I called the bank within an hour and they blocked the card, but they say I shared the OTP, so they will not refund.\n\nWhat can I do? Is there any hope of getting it back?',
     array['Criminal Law', 'Civil Law'], false, interval '30 days 5 hours'),
    ('d3f10000-0000-4000-8000-000000000012'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'Can the police keep someone in the lock-up for two days without taking him to a magistrate?',
     'My neighbour''s son was picked up by the police on Saturday night. On Monday evening the family was still being told "he is being questioned", and he had not been taken to any court. They are poor and do not know anyone. Is this allowed?',
     array['Constitutional Law', 'Criminal Law'], false, interval '29 days 2 hours'),
    ('d3f10000-0000-4000-8000-000000000013'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'My elder brother refuses to contribute anything for our parents'' care',
     'Our parents are 74 and 70 and live with me in Lucknow. My father''s pension stopped when his company closed. My elder brother earns well but refuses to help with medicines or anything else. My parents don''t want a big fight. Can they legally ask him for maintenance?',
     array['Family Law'], false, interval '28 days 4 hours'),
    ('d3f10000-0000-4000-8000-000000000014'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'Builder has delayed possession of our flat by two years. Refund or wait?',
     'We booked a 2BHK in Noida in 2021. Possession was promised for December 2023. The project is still incomplete and the builder keeps giving new dates. We are paying the EMI and rent together. Can we ask for our money back with interest?',
     array['Property Law', 'Civil Law'], false, interval '27 days 1 hour'),
    ('d3f10000-0000-4000-8000-000000000015'::uuid, 'd3000000-0000-4000-8000-000000000001'::uuid,
     'Neighbour keeps threatening me over parking. Should I go to the police?',
     'For the last few weeks my neighbour blocks my car, and when I ask him to move he abuses me and says he will "teach me a lesson". Yesterday he said it in front of my children. I don''t want to make it a big case, but I want it to stop. What are my options?',
     array['Criminal Law'], false, interval '26 days 6 hours'),
    ('d3f10000-0000-4000-8000-000000000016'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'Company has not paid my last two months'' salary after I resigned',
     'I resigned from a private company in Hyderabad and served my full notice period. It has been two months, and they have not paid my last salary or given me a relieving letter. HR has stopped replying. Where can I complain?',
     array['Civil Law'], false, interval '24 days 3 hours'),
    ('d3f10000-0000-4000-8000-000000000017'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'My brother forged my signature on a gift deed in 2019. What can I do now?',
     E'I recently found out that in 2019 my brother registered a gift deed showing that I gifted him my half share of our late mother''s flat. I never signed anything; I was working in Singapore then.\n\nHe has now put the flat up for sale. What can I do, and quickly?',
     array['Property Law', 'Criminal Law'], false, interval '23 days 2 hours'),
    ('d3f10000-0000-4000-8000-000000000018'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'Can residents file a PIL about an open drain that keeps injuring people?',
     'There is a big open drain along the main road of our colony. Two children and an old man have fallen into it this year. We have written to the municipal corporation many times. Can residents file a PIL? Do we need a lawyer for it?',
     array['Constitutional Law', 'Civil Law'], false, interval '22 days 4 hours'),
    ('d3f10000-0000-4000-8000-000000000019'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'My 19-year-old son was arrested after a fight in college. How do we get bail?',
     'There was a fight between two groups at his college and a boy was injured. The police arrested my son and two others last night. We were told he will be produced in court today. We are in shock. What happens now, and how does bail work?',
     array['Criminal Law'], false, interval '21 days 1 hour'),
    ('d3f10000-0000-4000-8000-000000000020'::uuid, 'd3000000-0000-4000-8000-000000000001'::uuid,
     'My husband hits me when he drinks. Can I stay in my home and still be safe?',
     'I have been married for eight years and we have two children. When my husband drinks he becomes violent. The house is in my mother-in-law''s name. I don''t want to leave, because the children''s school is here and I have nowhere else to go. Is there any law that lets me stay in the house and stops the violence?',
     array['Family Law', 'Criminal Law'], true, interval '20 days 5 hours'),
    ('d3f10000-0000-4000-8000-000000000021'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'I stood guarantor for a friend''s loan. Now the bank is asking me to pay',
     'Three years ago I signed as guarantor for my friend''s personal loan. He has stopped paying, and the bank has sent me a notice to pay the full outstanding amount. Can the bank come to me before recovering from him? He keeps saying he will pay "soon".',
     array['Civil Law'], false, interval '18 days 2 hours'),
    ('d3f10000-0000-4000-8000-000000000022'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'Is an 11-month rent agreement on stamp paper enough, or must it be registered?',
     'I am renting out my flat in Mumbai for the first time. The broker says an 11-month agreement on stamp paper is enough and registration is not needed. My friend says that in Maharashtra every leave and licence agreement must be registered. Who is right?',
     array['Property Law'], false, interval '16 days 4 hours'),
    ('d3f10000-0000-4000-8000-000000000023'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'Private school is asking for a "donation" before admitting my daughter to class 1',
     'A private school near our home told us they will give admission only if we pay a ₹1.5 lakh "building donation" in cash, with no receipt. Our daughter is 6. Is this legal? I have also heard of a 25% quota of seats for poorer families.',
     array['Constitutional Law'], false, interval '15 days 6 hours'),
    ('d3f10000-0000-4000-8000-000000000024'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'Police sent me a notice to appear for questioning. Will I be arrested if I go?',
     'My former business partner has complained that I took money from our firm. I received a notice from the police asking me to come to the station next Tuesday with documents. I have all the accounts. I am nervous about going alone. Should I go? Can I take a lawyer with me?',
     array['Criminal Law'], false, interval '13 days 3 hours'),
    ('d3f10000-0000-4000-8000-000000000025'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid,
     'My brother''s wife has filed a dowry harassment case against our whole family',
     'My brother and his wife separated six months ago. Now she has filed a complaint of cruelty and dowry harassment naming my brother, my parents and even me, though I live in another city and have met her only at festivals. My parents are over 70. We are scared of being arrested. What should we do?',
     array['Family Law', 'Criminal Law'], true, interval '11 days 5 hours'),
    ('d3f10000-0000-4000-8000-000000000026'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid,
     'An officer is asking for a bribe to issue my son''s caste certificate',
     'I applied for a caste certificate at the tehsil office two months ago for my son''s college admission. The clerk keeps saying the file is "pending" and has hinted that ₹3,000 will speed it up. I don''t want to pay. What can I do?',
     array['Constitutional Law', 'Civil Law'], false, interval '9 days 2 hours'),
    ('d3f10000-0000-4000-8000-000000000027'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'मेरे पिता की ज़मीन पर चाचा ने कब्ज़ा कर लिया है: my uncle has occupied my father''s land',
     'My father passed away last year. My chacha (uncle) has started farming on the zameen that was in my father''s name, and says it was always joint. The khatauni still shows my father''s name. Gaon mein panchayat bhi unki side le rahi hai. What should I do first? Kya mutation karwana zaroori hai?',
     array['Property Law'], false, interval '7 days 3 hours'),
    ('d3f10000-0000-4000-8000-000000000028'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'Someone is posting morphed photos of my sister on Instagram',
     'A fake account is posting edited photos of my younger sister, with her face on other pictures, and tagging her college friends. She is very upset and does not want our parents to know yet. How do we get this removed and stop the person?',
     array['Criminal Law'], true, interval '5 days 4 hours'),
    ('d3f10000-0000-4000-8000-000000000029'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid,
     'My husband went to work in Dubai two years ago and stopped sending money',
     'For the first six months he sent money every month, then nothing. He does not take my calls, and his parents say they know nothing. I have a five-year-old daughter and work part time. How can I get maintenance from him when he lives abroad?',
     array['Family Law'], true, interval '3 days 5 hours'),
    ('d3f10000-0000-4000-8000-000000000030'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid,
     'Health insurer rejected my father''s claim, calling his blood pressure a "pre-existing disease"',
     'My father is 63 and was admitted for a heart procedure. The insurer rejected the claim because he had high blood pressure before taking the policy, although we declared it in the proposal form four years ago. We paid ₹3.8 lakh ourselves. Can we challenge this, and where?',
     array['Civil Law'], false, interval '5 hours')
) as t (id, author_id, title, body, categories, is_anonymous, age)
on conflict (id) do nothing;

-- Replies. Advocates give general information, never advice on the facts, and point to free legal
-- aid where it fits; clients share what happened to them. Authors as above, plus the demo
-- advocate (d3000000-…-0002) in threads 6, 10 and 19. A thread's own author follows up in some.
insert into public.forum_replies (id, thread_id, author_id, body, created_at)
select r.id, r.thread_id, r.author_id, r.body, t.created_at + r.after
from (
  values
    -- 1: anticipatory bail
    ('d3f20000-0000-4000-8000-000000000101'::uuid, 'd3f10000-0000-4000-8000-000000000001'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '5 hours',
     E'Sorry to hear this; it is a stressful time for a family. Some general information:\n\nAnticipatory bail is now in section 482 of the Bharatiya Nagarik Suraksha Sanhita (BNSS), which replaced section 438 of the old CrPC from 1 July 2024. Only the Sessions Court or the High Court can grant it, not a Magistrate. It is for a person who has reason to believe he may be arrested for a non-bailable offence.\n\nFirst find out what the complaint says and which sections an FIR, if one is registered, mentions. A threat to kill would usually be criminal intimidation under section 351 of the Bharatiya Nyaya Sanhita (BNS). If the offence turns out to be bailable, bail is a right and anticipatory bail may not be needed at all. If the police have given him a written notice to appear, he should comply with it.\n\nCourts generally weigh how serious the accusation is, his past record, whether he might run away and whether the complaint seems meant to harass him. If bail is granted, the court can add conditions such as being available for questioning, not threatening or influencing witnesses, and not leaving India without permission.\n\nPlease have a criminal lawyer in your city look at the papers. If money is a concern, the District Legal Services Authority or the NALSA helpline 15100 can help. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000102'::uuid, 'd3f10000-0000-4000-8000-000000000001'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day 2 hours',
     'We went through something similar with my uncle. Keep copies of every paper the police give you and note down names and dates. The lawyer we found through the legal aid office was very patient with us. I hope it settles down for your cousin.'),
    ('d3f20000-0000-4000-8000-000000000103'::uuid, 'd3f10000-0000-4000-8000-000000000001'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '2 days',
     'Thank you, Adv. Malhotra. The lawyer checked and there is no FIR yet, only the complaint. We are keeping all the papers ready.'),

    -- 2: dowry demands (anonymous)
    ('d3f20000-0000-4000-8000-000000000201'::uuid, 'd3f10000-0000-4000-8000-000000000002'::uuid, 'd3f00000-0000-4000-8000-000000000001'::uuid, interval '3 hours',
     E'You are not doing anything wrong by asking, and you are not alone. Some general information about your options:\n\n1. The Protection of Women from Domestic Violence Act, 2005. This is a civil remedy, not a criminal case. You, a Protection Officer or someone on your behalf can apply to the Magistrate under section 12. The court can order the harassment and violence to stop (protection orders), make sure you are not thrown out of the shared household (residence orders) and order monetary relief. In urgent cases it can pass interim orders quickly. Many women start here because it is about safety, not about punishing anyone.\n\n2. Demanding money in connection with a marriage is dowry under the Dowry Prohibition Act, 1961. Harassing a wife to meet an unlawful demand for money or property is also cruelty, an offence under sections 85 and 86 of the Bharatiya Nyaya Sanhita (the old section 498A IPC). You can decide later whether you want to use this.\n\n3. Keep a record: dates, what was said, messages, and the names of anyone who saw it. Keep your own documents and a list of your jewellery somewhere safe.\n\nAs a woman you are entitled to free legal aid whatever your income: call NALSA on 15100 or visit the District Legal Services Authority. If you are ever in immediate danger, call 112. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000202'::uuid, 'd3f10000-0000-4000-8000-000000000002'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day 5 hours',
     'Thank you so much, ma''am. I called 15100 and they gave me the address of the Protection Officer in my district. I did not know I could do this without filing a police case.'),
    ('d3f20000-0000-4000-8000-000000000203'::uuid, 'd3f10000-0000-4000-8000-000000000002'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '2 days',
     'My sister took the Domestic Violence Act route. It took a few months, but the protection order changed how the family behaved with her. Stay strong.'),
    ('d3f20000-0000-4000-8000-000000000204'::uuid, 'd3f10000-0000-4000-8000-000000000002'::uuid, 'd3f00000-0000-4000-8000-000000000004'::uuid, interval '2 days 6 hours',
     'To add to Adv. Iyer''s reply: when you meet the Protection Officer, ask about the Domestic Incident Report. It records what happened and goes before the Magistrate. Take any messages or photos you have with you.'),

    -- 3: cheque bounce
    ('d3f20000-0000-4000-8000-000000000301'::uuid, 'd3f10000-0000-4000-8000-000000000003'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '6 hours',
     E'The usual timeline under section 138 of the Negotiable Instruments Act, 1881:\n\n- Send a written demand notice to your friend within 30 days of receiving the bank''s return memo. Send it by registered post (and by e-mail or WhatsApp too, if you have them) and keep the receipts.\n- He then has 15 days from receiving the notice to pay.\n- If he does not pay, you can file a complaint before the Magistrate within one month after those 15 days end (section 142).\n\nThe offence can be punished with imprisonment of up to two years, a fine of up to twice the cheque amount, or both, and the case can be settled (compounded). Keep the original cheque, the return memo and proof of the loan, such as bank transfers or messages.\n\nA lawyer usually drafts the notice, and it is worth getting the wording right, because the complaint depends on it. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000302'::uuid, 'd3f10000-0000-4000-8000-000000000003'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '1 day',
     'I had a cheque bounce case in 2023. Note the date you received the return memo, because the 30 days run from then. Ours was settled at the first hearing once he saw we were serious.'),
    ('d3f20000-0000-4000-8000-000000000303'::uuid, 'd3f10000-0000-4000-8000-000000000003'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 4 hours',
     'Thanks, both of you. I got the return memo yesterday, so there is time. Meeting a lawyer tomorrow.'),

    -- 4: daughters' share
    ('d3f20000-0000-4000-8000-000000000401'::uuid, 'd3f10000-0000-4000-8000-000000000004'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '8 hours',
     E'No, being married does not take away a daughter''s rights. In general terms, for a Hindu family:\n\n- Since the 2005 amendment to section 6 of the Hindu Succession Act, 1956, a daughter is a coparcener by birth in ancestral (joint family) property, with the same rights and liabilities as a son. Marriage makes no difference. The Supreme Court has held that this right does not depend on the father having been alive when the amendment came into force.\n- Property your father bought himself, and his own share in the ancestral property, goes on his death without a will to his Class I heirs in equal shares: his sons, his daughters, his widow and his mother, if living.\n\nSo broadly the three of you would have equal shares, together with your mother if she is alive. The exact shares depend on what is ancestral and what is self-acquired, and on any earlier partition. Collect the title papers, the property tax and mutation records and your father''s death certificate. If your brother refuses, the remedy is a suit for partition in the civil court.\n\nAs women you are entitled to free legal aid: NALSA helpline 15100. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000402'::uuid, 'd3f10000-0000-4000-8000-000000000004'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day 3 hours',
     'The same happened in my mother''s family. The brothers agreed only after a lawyer''s notice. Don''t sign any "relinquishment" or "release deed" without reading it carefully: that is how many sisters lose their share.'),
    ('d3f20000-0000-4000-8000-000000000403'::uuid, 'd3f10000-0000-4000-8000-000000000004'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '2 days',
     'Thank you. Our mother is alive, so we will include her too. My brother already asked us to sign a paper "for the bank"; we will not sign anything now without reading it.'),

    -- 5: RTI, no reply
    ('d3f20000-0000-4000-8000-000000000501'::uuid, 'd3f10000-0000-4000-8000-000000000005'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '4 hours',
     E'Yes. Under the Right to Information Act, 2005, the Public Information Officer (PIO) must reply within 30 days (section 7(1)). No reply within that time counts as a refusal, and you can:\n\n1. File a first appeal to the First Appellate Authority of the same public authority within 30 days of the deadline passing (section 19(1)). It is an officer senior to the PIO; the name is often on the authority''s website or RTI notice board.\n2. If the first appeal also fails, file a second appeal with the State Information Commission within 90 days.\n\nAlso, when the PIO misses the deadline, the information has to be given free of charge (section 7(6)). Mention this in your appeal, and attach a copy of your application and the postal order receipt.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000502'::uuid, 'd3f10000-0000-4000-8000-000000000005'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '1 day 1 hour',
     'The first appeal worked for me. I got the reply two weeks after filing it, and the copies were free.'),
    ('d3f20000-0000-4000-8000-000000000503'::uuid, 'd3f10000-0000-4000-8000-000000000005'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '3 days',
     'Filed the first appeal today. Will update here.'),

    -- 6: zero FIR
    ('d3f20000-0000-4000-8000-000000000601'::uuid, 'd3f10000-0000-4000-8000-000000000006'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '2 hours 30 minutes',
     E'They should not refuse. Under section 173(1) of the Bharatiya Nagarik Suraksha Sanhita, information about a cognizable offence can be given at a police station irrespective of the area where the offence was committed. This is the "zero FIR": the station registers it and sends it on to the station with jurisdiction. You can also give the information electronically (an e-FIR) and sign it within three days.\n\nSnatching is now a separate offence, under section 304 of the Bharatiya Nyaya Sanhita.\n\nIf a station still refuses, you can send the substance of your complaint in writing to the Superintendent of Police, and you can also approach the Magistrate. For the phone itself, once you have the police complaint number, block it through the CEIR portal of the Department of Telecommunications so that it cannot be used on any network.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000602'::uuid, 'd3f10000-0000-4000-8000-000000000006'::uuid, 'd3000000-0000-4000-8000-000000000002'::uuid, interval '5 hours',
     'One practical point: ask for a copy of the FIR. You are entitled to it free of cost, and you will need its number for the CEIR request and for an insurance claim if the phone was insured.'),
    ('d3f20000-0000-4000-8000-000000000603'::uuid, 'd3f10000-0000-4000-8000-000000000006'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day',
     'I went back with a printout of section 173 and they registered a zero FIR. Thank you!'),

    -- 7: six-month waiting period
    ('d3f20000-0000-4000-8000-000000000701'::uuid, 'd3f10000-0000-4000-8000-000000000007'::uuid, 'd3f00000-0000-4000-8000-000000000001'::uuid, interval '7 hours',
     E'Under the Hindu Marriage Act, 1955, divorce by mutual consent is in section 13B. The couple must have lived separately for at least a year before the petition, and the second motion is normally made after six months (and within eighteen months) of the first.\n\nThe Supreme Court has held that the six-month period is not mandatory, and the family court may waive it. Courts generally look at whether the couple have already been apart for the year and the six months together, whether mediation has failed, whether alimony, custody and every other issue is truly settled, and whether waiting would only prolong the agony. The waiver application can be made soon after the first motion.\n\nWhether your court will waive it depends on your facts, so ask your lawyer to file the application with the settlement terms. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000702'::uuid, 'd3f10000-0000-4000-8000-000000000007'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 6 hours',
     'The family court waived it for my cousin last year. It took one extra hearing. Keep the settlement in writing, signed by both of you.'),
    ('d3f20000-0000-4000-8000-000000000703'::uuid, 'd3f10000-0000-4000-8000-000000000007'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '12 days',
     'Update: the court allowed the waiver and the decree has been passed. Thank you all.'),

    -- 8: triple talaq (anonymous)
    ('d3f20000-0000-4000-8000-000000000801'::uuid, 'd3f10000-0000-4000-8000-000000000008'::uuid, 'd3f00000-0000-4000-8000-000000000001'::uuid, interval '3 hours',
     E'I am sorry you are going through this. Some general information:\n\nInstant triple talaq (talaq-e-biddat), said at one go in any form, including over the phone or by message, is void and illegal. The Supreme Court set it aside in 2017, and the Muslim Women (Protection of Rights on Marriage) Act, 2019 made pronouncing it an offence punishable with up to three years'' imprisonment. So in law your marriage has not ended because of that call.\n\nUnder the 2019 Act you can ask the Magistrate for a subsistence allowance for yourself and your son, and for custody of your son. The Protection of Women from Domestic Violence Act, 2005 protects your right to live in the shared household, and you can also claim maintenance under section 144 of the Bharatiya Nagarik Suraksha Sanhita.\n\nYou are entitled to free legal aid as a woman: NALSA helpline 15100, or your District Legal Services Authority. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000802'::uuid, 'd3f10000-0000-4000-8000-000000000008'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day 2 hours',
     'Please don''t leave the house in a hurry. A friend of mine did, and getting back in was much harder. Talk to the legal aid office first.'),
    ('d3f20000-0000-4000-8000-000000000803'::uuid, 'd3f10000-0000-4000-8000-000000000008'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '1 day 8 hours',
     'Also keep a record of the call: the call log, the names of people he told, and any recording. If you rely on a recording, keep the phone itself safe, because an electronic record produced in court needs a certificate under section 63 of the Bharatiya Sakshya Adhiniyam.'),

    -- 9: security deposit
    ('d3f20000-0000-4000-8000-000000000901'::uuid, 'd3f10000-0000-4000-8000-000000000009'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '9 hours',
     E'Generally, a landlord may deduct from the deposit only what your agreement allows, such as unpaid rent, unpaid bills or damage beyond normal wear and tear. Repainting after ordinary use is often treated as wear and tear, but it depends on the wording of your agreement, so read that clause carefully.\n\nThe usual steps:\n1. Ask for the refund in writing (e-mail or WhatsApp), with photos or a video of the flat at hand-over and proof of your payments.\n2. If he does not pay, send a legal notice giving him a date.\n3. Then file a civil suit for recovery, or apply to the Rent Authority if your state''s rent law has one.\n\nAbout the 11 months: a lease for more than a year must be registered under section 17 of the Registration Act, 1908, which is why many agreements are kept to 11 months. An unregistered 11-month agreement is still good evidence of what you both agreed.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000000902'::uuid, 'd3f10000-0000-4000-8000-000000000009'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 4 hours',
     'A legal notice worked for me in Pune. The landlord returned the money minus one month''s maintenance charges, which our agreement allowed.'),
    ('d3f20000-0000-4000-8000-000000000903'::uuid, 'd3f10000-0000-4000-8000-000000000009'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '6 days',
     'He paid back ₹52,000 after the notice and kept ₹8,000 for a broken geyser, which was fair. Thanks!'),

    -- 10: fake product, consumer commission
    ('d3f20000-0000-4000-8000-000000001001'::uuid, 'd3f10000-0000-4000-8000-000000000010'::uuid, 'd3f00000-0000-4000-8000-000000000001'::uuid, interval '5 hours',
     E'Yes. The Consumer Protection Act, 2019 is made for cases like this, and a small amount is no barrier.\n\n- Claims up to ₹50 lakh go to the District Consumer Commission.\n- You can file online through e-Daakhil and argue it yourself; a lawyer is not compulsory.\n- File within two years of the problem (section 69).\n- You can name both the seller and the shopping platform as opposite parties.\n\nBefore filing, send both a short written complaint with a deadline, and keep the order details, photos of what arrived, the chat history and the payment proof. These become the documents you attach.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001002'::uuid, 'd3f10000-0000-4000-8000-000000000010'::uuid, 'd3000000-0000-4000-8000-000000000002'::uuid, interval '8 hours',
     'Also write to the platform''s grievance officer: shopping platforms have to display the officer''s name and contact details. Their reply, or their silence, is useful when you file.'),
    ('d3f20000-0000-4000-8000-000000001003'::uuid, 'd3f10000-0000-4000-8000-000000000010'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day 1 hour',
     'I filed on e-Daakhil for a defective mixer. The site is a bit confusing at first, but there are help videos. The seller settled before the second hearing.'),
    ('d3f20000-0000-4000-8000-000000001004'::uuid, 'd3f10000-0000-4000-8000-000000000010'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '3 days',
     'Sent the written complaint to both, as suggested. No reply, so I have filed on e-Daakhil today.'),

    -- 11: KYC fraud
    ('d3f20000-0000-4000-8000-000000001101'::uuid, 'd3f10000-0000-4000-8000-000000000011'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '1 hour 30 minutes',
     E'Act quickly; in cyber fraud, speed matters most.\n\n1. If you have not already, report it on the national cybercrime helpline 1930 or at cybercrime.gov.in. They can ask the banks to hold the money while it is still in the fraudsters'' accounts.\n2. Ask the police for an FIR. As this happened after 1 July 2024, the offences would include cheating under section 318 of the Bharatiya Nyaya Sanhita and cheating by personation using a computer resource under section 66D of the Information Technology Act, 2000.\n3. Complain to the bank in writing as well, quoting the complaint numbers. If the bank does not reply or you are not satisfied with its answer, you can go to the RBI Ombudsman.\n\nWhether the bank must refund depends on the facts, including how quickly you reported it. Keep the call records, the SMS messages and the link.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001102'::uuid, 'd3f10000-0000-4000-8000-000000000011'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '7 hours',
     'Please call 1930 right away if you haven''t. My father''s money was put on hold in the receiving account, and he got part of it back a few months later.'),
    ('d3f20000-0000-4000-8000-000000001103'::uuid, 'd3f10000-0000-4000-8000-000000000011'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day',
     'I made the 1930 complaint the same day and got the FIR yesterday. ₹31,000 has been frozen in one account. Fingers crossed.'),
    ('d3f20000-0000-4000-8000-000000001104'::uuid, 'd3f10000-0000-4000-8000-000000000011'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '2 days',
     'Thank you for posting this. I almost clicked a link like that last week.'),

    -- 12: detention beyond 24 hours
    ('d3f20000-0000-4000-8000-000000001201'::uuid, 'd3f10000-0000-4000-8000-000000000012'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '2 hours',
     E'No. Under Article 22(2) of the Constitution and section 58 of the Bharatiya Nagarik Suraksha Sanhita, a person arrested without a warrant must be produced before a Magistrate within 24 hours of the arrest, not counting the journey. Keeping him longer needs the Magistrate''s order.\n\nThe police must also tell an arrested person the grounds of arrest (section 47) and inform a relative or friend he names (section 48), and he has the right to consult a lawyer of his choice.\n\nWhat the family can do now:\n- Go to the police station with a written request asking where he is held and on what charge, and keep a copy.\n- Contact the District Legal Services Authority or the NALSA helpline 15100: a person in custody is entitled to free legal aid.\n- If he is being held illegally, a lawyer can file a habeas corpus petition in the High Court under Article 226.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001202'::uuid, 'd3f10000-0000-4000-8000-000000000012'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day',
     'The legal services office near the district court helped my neighbour the same day. Ask for the panel lawyer on duty.'),
    ('d3f20000-0000-4000-8000-000000001203'::uuid, 'd3f10000-0000-4000-8000-000000000012'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '1 day 6 hours',
     'He was produced before the magistrate on Tuesday and got bail. Thank you, Adv. Qureshi.'),

    -- 13: maintenance of parents
    ('d3f20000-0000-4000-8000-000000001301'::uuid, 'd3f10000-0000-4000-8000-000000000013'::uuid, 'd3f00000-0000-4000-8000-000000000001'::uuid, interval '10 hours',
     E'Yes. Parents who cannot maintain themselves can claim maintenance from their children. Two routes, in general terms:\n\n1. The Maintenance and Welfare of Parents and Senior Citizens Act, 2007. Parents apply to the Maintenance Tribunal (usually the SDM''s court). The procedure is simple, parties are not represented by lawyers there, and the Tribunal can first send the matter for conciliation.\n2. Section 144 of the Bharatiya Nagarik Suraksha Sanhita (the old section 125 CrPC), before the Magistrate, which covers parents too.\n\nSince your parents don''t want a big fight, the Tribunal may suit them better. The claim can be made against any child who has the means, so your own care for them does not take away their claim against your brother.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001302'::uuid, 'd3f10000-0000-4000-8000-000000000013'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '2 days',
     'My uncle''s case at the SDM court was decided in about four months. The officer first called the son in for a talk, which helped.'),

    -- 14: delayed flat
    ('d3f20000-0000-4000-8000-000000001401'::uuid, 'd3f10000-0000-4000-8000-000000000014'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '1 day',
     E'In general, under the Real Estate (Regulation and Development) Act, 2016, when a builder fails to give possession by the date in the agreement, the buyer can choose either to withdraw from the project and get a refund with interest and compensation, or to stay in the project and get interest for every month of delay until possession.\n\nThe complaint goes to the state RERA authority (for Noida, UP RERA), usually online. Check first that the project is registered with RERA; the registration number should be on the builder''s papers. Many buyers go to the Consumer Commission instead.\n\nKeep the agreement, the payment receipts, the letters giving new dates and your loan papers. Which option suits you depends on how far along the project is and on the builder''s finances, so get advice on your papers.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001402'::uuid, 'd3f10000-0000-4000-8000-000000000014'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '2 days 5 hours',
     'We got a refund order from RERA, but the builder paid only after a recovery certificate was issued. Be patient and keep following up.'),

    -- 15: threats over parking (the demo client's thread)
    ('d3f20000-0000-4000-8000-000000001501'::uuid, 'd3f10000-0000-4000-8000-000000000015'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '4 hours',
     E'A few options, from the mildest:\n\n1. Raise it in writing with the housing society or residents'' association. Parking disputes are often solved there, and the letter shows you tried.\n2. If it goes on, give a written complaint at the police station. Threatening someone with harm to frighten them can be criminal intimidation under section 351 of the Bharatiya Nyaya Sanhita, and insulting someone to provoke a breach of the peace falls under section 352. For cognizable offences the police register an FIR; for non-cognizable ones they record the information and refer you to the Magistrate (section 174 of the Bharatiya Nagarik Suraksha Sanhita). Either way, ask for a copy or a receipt.\n3. Keep a simple diary of dates, and note any video or witnesses.\n\nMediation through the society can often settle this without a case. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001502'::uuid, 'd3f10000-0000-4000-8000-000000000015'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '1 day 2 hours',
     'We had the same problem. A letter from the society secretary to him, with a copy to the local police station, stopped it.'),
    ('d3f20000-0000-4000-8000-000000001503'::uuid, 'd3f10000-0000-4000-8000-000000000015'::uuid, 'd3f00000-0000-4000-8000-000000000004'::uuid, interval '1 day 5 hours',
     'Also check whether the parking space is allotted to you in the society''s records or your sale papers. If it is, the society can enforce it.'),

    -- 16: unpaid salary (no advocate reply yet)
    ('d3f20000-0000-4000-8000-000000001601'::uuid, 'd3f10000-0000-4000-8000-000000000016'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '9 hours',
     'I had this with a startup. An e-mail to HR, copied to the directors, saying I would approach the labour department got things moving. Keep your offer letter, the acceptance of your resignation and your payslips ready.'),
    ('d3f20000-0000-4000-8000-000000001602'::uuid, 'd3f10000-0000-4000-8000-000000000016'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '2 days',
     'Following this thread. I am in the same situation.'),

    -- 17: forged gift deed
    ('d3f20000-0000-4000-8000-000000001701'::uuid, 'd3f10000-0000-4000-8000-000000000017'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '6 hours',
     E'I''m sorry; this is hard to discover. In general there are two tracks, and people often use both.\n\nCivil: a suit in the civil court to cancel the gift deed as forged, with a request for an injunction stopping the sale while the case goes on. The time limit to have a document cancelled generally runs for three years from when you first learnt of it, so do not wait. A public notice in the newspapers that the title is disputed can warn buyers.\n\nCriminal: because the deed was made in 2019, the offences fall under the old Indian Penal Code: forgery and using a forged document as genuine (sections 465 and 471, with heavier sections for forging valuable documents). The Bharatiya Nyaya Sanhita applies only to offences committed from 1 July 2024.\n\nGet certified copies of the deed from the sub-registrar''s office. They show the photographs and fingerprints taken at registration, which often show who actually appeared. The entries in your passport will show you were abroad.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001702'::uuid, 'd3f10000-0000-4000-8000-000000000017'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '1 day 3 hours',
     'The public notice idea is a good one. When we bought our flat, our lawyer searched for exactly such notices before the sale.'),
    ('d3f20000-0000-4000-8000-000000001703'::uuid, 'd3f10000-0000-4000-8000-000000000017'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '3 days',
     'I got the certified copy. The thumb impression is not mine, and on that date I was in Singapore. Meeting a lawyer on Monday.'),

    -- 18: PIL about an open drain
    ('d3f20000-0000-4000-8000-000000001801'::uuid, 'd3f10000-0000-4000-8000-000000000018'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '1 day 2 hours',
     E'Residents can approach the High Court under Article 226 of the Constitution with a public interest litigation when a public authority fails in a duty that affects people''s safety; courts have read the right to life under Article 21 to include a safe environment. The Supreme Court can be approached under Article 32, but for a local problem the High Court is the usual forum.\n\nBefore that, build a record:\n- Keep copies of every letter to the corporation, with its receipt stamp.\n- File an RTI application asking what action was taken on your letters and whether any work was sanctioned.\n- Collect photos, news reports and details of the accidents.\n\nCourts expect you to have gone to the authority first. A lawyer is not strictly required, but a PIL has to be drafted carefully; the High Court Legal Services Committee may be able to help.\n\nThis is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001802'::uuid, 'd3f10000-0000-4000-8000-000000000018'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '3 days',
     'Our residents'' association got a drain covered after an RTI and a letter to the local councillor with the RTI reply attached. We never needed the PIL.'),

    -- 19: bail for a son (the demo advocate answers too)
    ('d3f20000-0000-4000-8000-000000001901'::uuid, 'd3f10000-0000-4000-8000-000000000019'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '3 hours',
     E'This is frightening for a parent. Some general information:\n\n- He must be produced before a Magistrate within 24 hours of the arrest. The police should have told him the grounds of arrest, and whether he can be released on bail (section 47 of the Bharatiya Nagarik Suraksha Sanhita), and informed a family member (section 48).\n- If the offences are bailable, he is released on bail as of right on giving a bond (section 478).\n- If they are non-bailable, you apply for regular bail before the Magistrate (section 480). If it is refused, you can apply to the Sessions Court or the High Court (section 483).\n\nThe charges will depend on how badly the other boy was hurt: hurt and grievous hurt are different offences in the Bharatiya Nyaya Sanhita. Courts look at the injuries, the part your son is said to have played, his age, his studies and whether he has any previous record.\n\nA person in custody is entitled to free legal aid: ask for the legal aid lawyer at the court, or call NALSA on 15100. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000001902'::uuid, 'd3f10000-0000-4000-8000-000000000019'::uuid, 'd3000000-0000-4000-8000-000000000002'::uuid, interval '6 hours',
     'Bring his college ID, proof of address and a family member who can stand surety to the court today. Courts often ask for a local surety, and having the papers ready can save a day.'),
    ('d3f20000-0000-4000-8000-000000001903'::uuid, 'd3f10000-0000-4000-8000-000000000019'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 1 hour',
     'He got bail from the Magistrate this afternoon. Thank you for explaining everything so calmly.'),
    ('d3f20000-0000-4000-8000-000000001904'::uuid, 'd3f10000-0000-4000-8000-000000000019'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day 4 hours',
     'So glad to hear it. Wishing your son well.'),

    -- 20: domestic violence (the demo client's anonymous thread)
    ('d3f20000-0000-4000-8000-000000002001'::uuid, 'd3f10000-0000-4000-8000-000000000020'::uuid, 'd3f00000-0000-4000-8000-000000000001'::uuid, interval '2 hours',
     E'Yes. I''m so sorry you are living with this. In general terms, the Protection of Women from Domestic Violence Act, 2005 was made for exactly this:\n\n- Section 17 gives a woman the right to live in the shared household, whether or not she owns any part of it. The Supreme Court has held that a house belonging to the in-laws, where she lived with her husband, can be a shared household.\n- The Magistrate can pass a protection order stopping the violence (section 18) and a residence order, which can even direct the violent person to stay out of the house (section 19). In urgent cases it can pass interim and even ex parte orders (section 23).\n- You can also ask for monetary relief for yourself and the children (section 20).\n\nYou can apply through the Protection Officer of your district or directly to the Magistrate, without filing a police case. Violence by a husband can also be the offence of cruelty under section 85 of the Bharatiya Nyaya Sanhita, if you ever choose that route.\n\nAs a woman you are entitled to free legal aid: NALSA helpline 15100. If you are in immediate danger, call 112. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000002002'::uuid, 'd3f10000-0000-4000-8000-000000000020'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '1 day',
     'Sending you strength. Many districts also have a One Stop Centre (Sakhi centre) that helps women with shelter, counselling and police help under one roof.'),
    ('d3f20000-0000-4000-8000-000000002003'::uuid, 'd3f10000-0000-4000-8000-000000000020'::uuid, 'd3000000-0000-4000-8000-000000000001'::uuid, interval '2 days 3 hours',
     'Thank you. I have saved the 15100 number and the Protection Officer''s address. I will go this week.'),

    -- 21: guarantor (no advocate reply yet)
    ('d3f20000-0000-4000-8000-000000002101'::uuid, 'd3f10000-0000-4000-8000-000000000021'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 5 hours',
     'Not a lawyer, but my father was in the same position. The bank told him a guarantor can be asked to pay directly, and in the end they agreed a settlement. Get all the loan account statements before you talk to them.'),
    ('d3f20000-0000-4000-8000-000000002102'::uuid, 'd3f10000-0000-4000-8000-000000000021'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '3 days',
     'Keep proof of every payment you make and always ask for a receipt. If recovery agents come, note their names; they are not allowed to harass or threaten you.'),

    -- 22: registering a rent agreement in Maharashtra
    ('d3f20000-0000-4000-8000-000000002201'::uuid, 'd3f10000-0000-4000-8000-000000000022'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '5 hours',
     E'Both are partly right.\n\nUnder the central law, section 17 of the Registration Act, 1908, a lease must be registered when it is for more than a year (or from year to year). That is why 11-month agreements are common in many states.\n\nMaharashtra is different: its rent law requires every leave and licence agreement to be in writing and registered, whatever its length, and makes that the landlord''s duty. If it is not registered, a court may accept the tenant''s version of the terms. Registration can be done online through the state''s e-registration service, and stamp duty is paid under the Maharashtra Stamp Act.\n\nSo as an owner in Mumbai it is safer to register. Check the current stamp duty and fees on the state''s registration website before you pay anyone. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000002202'::uuid, 'd3f10000-0000-4000-8000-000000000022'::uuid, 'd3f00000-0000-4000-8000-000000000004'::uuid, interval '9 hours',
     'To add: many cities, Mumbai included, also require you to give the tenant''s details to the police for verification. Keep a copy of what you submit.'),
    ('d3f20000-0000-4000-8000-000000002203'::uuid, 'd3f10000-0000-4000-8000-000000000022'::uuid, 'd3f00000-0000-4000-8000-000000000006'::uuid, interval '1 day 3 hours',
     'We did the online registration in Pune. A service provider came home with a biometric device and the tenant joined us; it took about an hour.'),

    -- 23: capitation fee and the 25% quota
    ('d3f20000-0000-4000-8000-000000002301'::uuid, 'd3f10000-0000-4000-8000-000000000023'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '8 hours',
     E'Article 21A of the Constitution makes free and compulsory education a fundamental right of children aged 6 to 14, and the Right of Children to Free and Compulsory Education Act, 2009 (the RTE Act) gives effect to it.\n\nIn general terms:\n- The RTE Act forbids schools to collect any capitation fee for admission, and a school that does can be fined. A cash "donation" without a receipt is a warning sign.\n- Private unaided schools must fill at least 25% of their class 1 (or pre-primary) seats with children from weaker sections and disadvantaged groups, free of cost. Admission is usually through an online lottery run by the state''s education department, with income and residence rules that differ between states.\n\nYou can complain to the district education officer or the State Commission for Protection of Child Rights. Ask for a written receipt for anything you pay. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000002302'::uuid, 'd3f10000-0000-4000-8000-000000000023'::uuid, 'd3f00000-0000-4000-8000-000000000005'::uuid, interval '2 days',
     'We got a seat under the RTE quota in Delhi two years ago. Apply as soon as the portal opens and keep the income certificate ready.'),

    -- 24: police notice to appear (no advocate reply yet)
    ('d3f20000-0000-4000-8000-000000002401'::uuid, 'd3f10000-0000-4000-8000-000000000024'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 1 hour',
     'My brother-in-law got a similar notice. He went with all his papers while his lawyer waited outside. They recorded his statement and he came home the same day. Don''t skip it.'),

    -- 25: dowry case against the family (anonymous)
    ('d3f20000-0000-4000-8000-000000002501'::uuid, 'd3f10000-0000-4000-8000-000000000025'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '5 hours',
     E'Complaints of cruelty by a husband or his relatives fall under sections 85 and 86 of the Bharatiya Nyaya Sanhita (the old section 498A IPC), often together with the Dowry Prohibition Act, 1961. Some general information:\n\n- If you fear arrest, each of you can apply for anticipatory bail to the Sessions Court or the High Court under section 482 of the Bharatiya Nagarik Suraksha Sanhita. Courts look carefully at the part each person is said to have played.\n- The Supreme Court has told the police not to arrest automatically in such cases, but to record why an arrest is necessary.\n- Respond to any notice from the police, and keep proof of where you live and how rarely you met her.\n- If the case against some of you is plainly baseless, the High Court can quash the proceedings under its inherent powers (section 528 BNSS).\n\nPlease avoid contacting her or her family about the case; it can be seen as pressure. Many such disputes are settled through mediation at the family court. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000002502'::uuid, 'd3f10000-0000-4000-8000-000000000025'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '1 day 2 hours',
     'Our family went through this. My aunt''s name was dropped after the police inquiry showed she lived in another state. Stay calm; it takes time.'),

    -- 26: bribe for a certificate
    ('d3f20000-0000-4000-8000-000000002601'::uuid, 'd3f10000-0000-4000-8000-000000000026'::uuid, 'd3f00000-0000-4000-8000-000000000003'::uuid, interval '1 day',
     E'You are right not to pay. Some general options:\n\n1. Check whether your state has a public services guarantee law that fixes a time limit for certificates; many states do, with an appeal when the time passes.\n2. File an RTI application asking for the status of your application, the progress of the file day by day, and the names of the officers who handled it. This often moves files quickly.\n3. Demanding a bribe is an offence under the Prevention of Corruption Act, 1988. You can complain to your state''s Anti-Corruption Bureau or vigilance department, preferably before paying anything.\n4. Your state''s online grievance portal also takes complaints.\n\nKeep copies of your application and its acknowledgement. This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000002602'::uuid, 'd3f10000-0000-4000-8000-000000000026'::uuid, 'd3f00000-0000-4000-8000-000000000007'::uuid, interval '2 days 4 hours',
     'An RTI about the file status worked for my domicile certificate. It came within three weeks of filing.'),

    -- 28: morphed photos (anonymous)
    ('d3f20000-0000-4000-8000-000000002801'::uuid, 'd3f10000-0000-4000-8000-000000000028'::uuid, 'd3f00000-0000-4000-8000-000000000002'::uuid, interval '2 hours',
     E'I''m sorry your sister is facing this. Some general information:\n\n- Report it on the national cybercrime portal, cybercrime.gov.in, which has a section for crimes against women, or go to the local police or cyber cell.\n- Report the posts and the account to Instagram as well. Platforms must act quickly on a complaint about images that show a person in a sexual or morphed way.\n- Keep evidence before it is removed: screenshots that show the account name, the link and the date. If they are used in court later, electronic records need a certificate under section 63 of the Bharatiya Sakshya Adhiniyam.\n- Depending on the content, offences under the Information Technology Act, 2000 and the Bharatiya Nyaya Sanhita may apply, for example insulting the modesty of a woman (section 79) or defamation (section 356).\n\nYour sister, as a woman, can get free legal aid through NALSA (15100). This is general information, not legal advice.'),
    ('d3f20000-0000-4000-8000-000000002802'::uuid, 'd3f10000-0000-4000-8000-000000000028'::uuid, 'd3f00000-0000-4000-8000-000000000008'::uuid, interval '6 hours',
     'My cousin reported a fake profile on the portal and to the platform. The account was gone in a few days. Keep the acknowledgement number safe.')
) as r (id, thread_id, author_id, after, body)
join public.forum_threads t on t.id = r.thread_id
where not exists (select 1 from public.forum_replies e where e.id = r.id)
on conflict (id) do nothing;

-- The helpful answers, as their askers marked them. Run as postgres (auth.uid() is null), so the
-- edit window does not apply, and a mark is not an edit (no edited_at).
update public.forum_threads as t
set helpful_reply_id = h.reply_id
from (
  values
    ('d3f10000-0000-4000-8000-000000000001'::uuid, 'd3f20000-0000-4000-8000-000000000101'::uuid),
    ('d3f10000-0000-4000-8000-000000000002'::uuid, 'd3f20000-0000-4000-8000-000000000201'::uuid),
    ('d3f10000-0000-4000-8000-000000000003'::uuid, 'd3f20000-0000-4000-8000-000000000301'::uuid),
    ('d3f10000-0000-4000-8000-000000000005'::uuid, 'd3f20000-0000-4000-8000-000000000501'::uuid),
    ('d3f10000-0000-4000-8000-000000000006'::uuid, 'd3f20000-0000-4000-8000-000000000601'::uuid),
    ('d3f10000-0000-4000-8000-000000000007'::uuid, 'd3f20000-0000-4000-8000-000000000701'::uuid),
    ('d3f10000-0000-4000-8000-000000000009'::uuid, 'd3f20000-0000-4000-8000-000000000901'::uuid),
    ('d3f10000-0000-4000-8000-000000000010'::uuid, 'd3f20000-0000-4000-8000-000000001001'::uuid),
    ('d3f10000-0000-4000-8000-000000000011'::uuid, 'd3f20000-0000-4000-8000-000000001101'::uuid),
    ('d3f10000-0000-4000-8000-000000000012'::uuid, 'd3f20000-0000-4000-8000-000000001201'::uuid),
    ('d3f10000-0000-4000-8000-000000000015'::uuid, 'd3f20000-0000-4000-8000-000000001501'::uuid),
    ('d3f10000-0000-4000-8000-000000000017'::uuid, 'd3f20000-0000-4000-8000-000000001701'::uuid),
    ('d3f10000-0000-4000-8000-000000000019'::uuid, 'd3f20000-0000-4000-8000-000000001901'::uuid),
    ('d3f10000-0000-4000-8000-000000000022'::uuid, 'd3f20000-0000-4000-8000-000000002201'::uuid)
) as h (thread_id, reply_id)
where t.id = h.thread_id and t.helpful_reply_id is distinct from h.reply_id;

-- Upvotes by the forum accounts, written as the NN that ends their ids (d3f00000-…-0000000000NN),
-- an hour apart after the post. The demo accounts never vote: their visitors decide that.
insert into public.forum_thread_votes (thread_id, user_id, created_at)
select v.thread_id, voter.id, least(t.created_at + interval '1 hour' * voter.n, now() - interval '1 hour')
from (
  values
    ('d3f10000-0000-4000-8000-000000000001'::uuid, array[3, 5, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000002'::uuid, array[1, 6, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000003'::uuid, array[5, 6, 7]),
    ('d3f10000-0000-4000-8000-000000000004'::uuid, array[2, 5, 6, 8]),
    ('d3f10000-0000-4000-8000-000000000005'::uuid, array[6, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000006'::uuid, array[2, 5, 6, 7]),
    ('d3f10000-0000-4000-8000-000000000007'::uuid, array[5, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000008'::uuid, array[1, 5, 6, 8]),
    ('d3f10000-0000-4000-8000-000000000009'::uuid, array[6, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000010'::uuid, array[3, 5, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000011'::uuid, array[1, 3, 5, 6, 7]),
    ('d3f10000-0000-4000-8000-000000000012'::uuid, array[2, 5, 6, 8]),
    ('d3f10000-0000-4000-8000-000000000013'::uuid, array[6, 8]),
    ('d3f10000-0000-4000-8000-000000000014'::uuid, array[5, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000015'::uuid, array[5, 6, 8]),
    ('d3f10000-0000-4000-8000-000000000016'::uuid, array[6, 7]),
    ('d3f10000-0000-4000-8000-000000000017'::uuid, array[1, 5, 6, 8]),
    ('d3f10000-0000-4000-8000-000000000018'::uuid, array[5, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000019'::uuid, array[5, 6, 7]),
    ('d3f10000-0000-4000-8000-000000000020'::uuid, array[5, 6, 7, 8]),
    ('d3f10000-0000-4000-8000-000000000021'::uuid, array[6, 7]),
    ('d3f10000-0000-4000-8000-000000000022'::uuid, array[5, 6, 7]),
    ('d3f10000-0000-4000-8000-000000000023'::uuid, array[5, 6, 8]),
    ('d3f10000-0000-4000-8000-000000000024'::uuid, array[5, 7]),
    ('d3f10000-0000-4000-8000-000000000025'::uuid, array[5, 8]),
    ('d3f10000-0000-4000-8000-000000000026'::uuid, array[1, 5, 6, 7]),
    ('d3f10000-0000-4000-8000-000000000027'::uuid, array[5]),
    ('d3f10000-0000-4000-8000-000000000028'::uuid, array[6, 7, 8])
) as v (thread_id, voters)
cross join lateral (
  select n, ('d3f00000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid as id from unnest(v.voters) as n
) as voter
join public.forum_threads t on t.id = v.thread_id
where not exists (
  select 1 from public.forum_thread_votes e where e.thread_id = v.thread_id and e.user_id = voter.id
)
on conflict (thread_id, user_id) do nothing;

insert into public.forum_reply_votes (reply_id, user_id, created_at)
select v.reply_id, voter.id, least(r.created_at + interval '1 hour' * voter.n, now() - interval '1 hour')
from (
  values
    ('d3f20000-0000-4000-8000-000000000101'::uuid, array[1, 3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000102'::uuid, array[6]),
    ('d3f20000-0000-4000-8000-000000000201'::uuid, array[3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000203'::uuid, array[5]),
    ('d3f20000-0000-4000-8000-000000000204'::uuid, array[5, 7]),
    ('d3f20000-0000-4000-8000-000000000301'::uuid, array[1, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000302'::uuid, array[5, 8]),
    ('d3f20000-0000-4000-8000-000000000401'::uuid, array[1, 2, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000402'::uuid, array[3, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000501'::uuid, array[2, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000601'::uuid, array[3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000602'::uuid, array[6, 8]),
    ('d3f20000-0000-4000-8000-000000000701'::uuid, array[2, 3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000801'::uuid, array[2, 3, 5, 6, 8]),
    ('d3f20000-0000-4000-8000-000000000802'::uuid, array[6, 8]),
    ('d3f20000-0000-4000-8000-000000000901'::uuid, array[1, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000000902'::uuid, array[5, 7]),
    ('d3f20000-0000-4000-8000-000000001001'::uuid, array[3, 4, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000001002'::uuid, array[5, 6]),
    ('d3f20000-0000-4000-8000-000000001003'::uuid, array[6, 8]),
    ('d3f20000-0000-4000-8000-000000001101'::uuid, array[1, 3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000001102'::uuid, array[5, 7, 8]),
    ('d3f20000-0000-4000-8000-000000001201'::uuid, array[2, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000001202'::uuid, array[7]),
    ('d3f20000-0000-4000-8000-000000001301'::uuid, array[5, 6, 8]),
    ('d3f20000-0000-4000-8000-000000001401'::uuid, array[5, 6, 7]),
    ('d3f20000-0000-4000-8000-000000001501'::uuid, array[3, 5, 6, 8]),
    ('d3f20000-0000-4000-8000-000000001502'::uuid, array[7]),
    ('d3f20000-0000-4000-8000-000000001601'::uuid, array[7, 8]),
    ('d3f20000-0000-4000-8000-000000001701'::uuid, array[1, 2, 5, 6, 8]),
    ('d3f20000-0000-4000-8000-000000001801'::uuid, array[5, 6, 7]),
    ('d3f20000-0000-4000-8000-000000001901'::uuid, array[1, 3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000001902'::uuid, array[6, 8]),
    ('d3f20000-0000-4000-8000-000000002001'::uuid, array[3, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000002002'::uuid, array[7, 8]),
    ('d3f20000-0000-4000-8000-000000002101'::uuid, array[5, 7]),
    ('d3f20000-0000-4000-8000-000000002201'::uuid, array[2, 5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000002202'::uuid, array[8]),
    ('d3f20000-0000-4000-8000-000000002301'::uuid, array[5, 7, 8]),
    ('d3f20000-0000-4000-8000-000000002401'::uuid, array[6]),
    ('d3f20000-0000-4000-8000-000000002501'::uuid, array[5, 6, 7, 8]),
    ('d3f20000-0000-4000-8000-000000002601'::uuid, array[5, 6, 8]),
    ('d3f20000-0000-4000-8000-000000002801'::uuid, array[5, 6, 7])
) as v (reply_id, voters)
cross join lateral (
  select n, ('d3f00000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid as id from unnest(v.voters) as n
) as voter
join public.forum_replies r on r.id = v.reply_id
where not exists (
  select 1 from public.forum_reply_votes e where e.reply_id = v.reply_id and e.user_id = voter.id
)
on conflict (reply_id, user_id) do nothing;
