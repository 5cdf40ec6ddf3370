/** The archive's README.txt: what each file is, and why the archive exists. */
export const EXPORT_README = `Your data from this shop
========================

This archive holds the personal data the shop keeps about you, as the site shows it to you,
in a structured, machine-readable format (JSON, UTF-8). You asked for it from Account
Settings. It is your copy under the EU General Data Protection Regulation: Article 15
(right of access) and Article 20 (right to data portability).

Files
-----
profile.json                Your account: name, e-mail address, roles, profile photo link,
                            when you joined, last signed in and confirmed your address, and
                            how you sign in (password, Google). Never your password itself.
listings.json               The cameras you listed, every field as you wrote it, with how many
                            people saved each; "exportedPhotos" names each photo's file below.
photos/<listing id>/…       Those listings' photos, the largest size the shop keeps (WebP).
orders.json                 "asBuyer": the bookings you made. "asSeller": the bookings of your
                            listings, with the buyer's name, e-mail, phone and meeting place
                            they gave for that booking, as the site shows them to you.
offers.json                 "asBuyer": the offers you made. "asSeller": the offers on your
                            listings. Each with its prices, turns and how it ended.
conversations.json          Each conversation you are part of, with the other person's display
                            name, and every message in it: yours, theirs and the shop's lines
                            about offers and meeting times.
reviews.json                "given": the reviews you wrote. "received": the reviews others
                            wrote of you, with their display names as the site shows them.
favourites.json             The cameras you saved, as their public pages show them.
saved-searches.json         Your saved catalogue searches and how often they alert you.
notification-settings.json  Which notices you get by e-mail.

Nothing in this archive is about anyone else beyond what the site already shows you.
The download link worked for 24 hours; the archive is deleted from the shop after that.
`;
