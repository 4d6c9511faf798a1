# The breeds list, a breed, errors and help in one language.
#| lang = de
#| seed = 5
$ ls
Rassen: 107 Rassen, 93 Unterrassen · Seite 1 von 6
   1   affenpinscher
   2   african        Afrikanischer Wildhund
   3   airedale       Airedale Terrier
   4   akita
   5   appenzeller    Appenzeller Sennenhund
   6   australian     1 Unterrasse
   7   bakharwal      1 Unterrasse
   8   basenji
   9   beagle
  10   bluetick       Bluetick Coonhound
  11   borzoi         Barsoi
  12   bouvier        Bouvier des Flandres
  13   boxer
  14   brabancon      Petit Brabançon
  15   briard
  16   buhund         1 Unterrasse
  17   bulldog        3 Unterrassen
  18   bullterrier    1 Unterrasse
  19   cattledog      1 Unterrasse
  20   cavapoo
Gib open <n> oder open <Rasse> ein; more und prev blättern.

$ open hound
Laufhund · hound
  Weder der AKC noch TheDogAPI hat Angaben zu dieser Rasse.
Unterrassen: 7
   1   afghan   Afghanischer Windhund
   2   basset   Basset Hound
   3   blood    Bluthund
   4   english  English Foxhound
   5   ibizan   Podenco Ibicenco
   6   plott    Plott
   7   walker   Walker Hound
Bilder 1–10 von 603
   8   https://images.dog.ceo/breeds/hound-blood/n02088466_3032.jpg
   9   https://images.dog.ceo/breeds/hound-ibizan/n02091244_2427.jpg
  10   https://images.dog.ceo/breeds/hound-basset/n02088238_11383.jpg
  11   https://images.dog.ceo/breeds/hound-afghan/n02088094_185.jpg
  12   https://images.dog.ceo/breeds/hound-basset/n02088238_10183.jpg
  13   https://images.dog.ceo/breeds/hound-blood/n02088466_2986.jpg
  14   https://images.dog.ceo/breeds/hound-walker/n02089867_2758.jpg
  15   https://images.dog.ceo/breeds/hound-english/n02089973_1260.jpg
  16   https://images.dog.ceo/breeds/hound-blood/n02088466_6231.jpg
  17   https://images.dog.ceo/breeds/hound-english/n02089973_243.jpg
open <n> öffnet eine Unterrasse; fav fügt diese Rasse zu deinen Favoriten hinzu,
fav <n> die Unterrasse oder das Bild in Zeile n. more zeigt weitere Bilder.

$ open afghan
Afghanischer Windhund · hound afghan
  Laufhunde · Größenklasse mittel · Afghanistan, Iran, Pakistan ·
  AKC-Beliebtheit Nr. 113
  Größe            64–69 cm
  Gewicht          23–27 kg
  Lebenserwartung  12–15 Jahre (TheDogAPI: 10–13)
  Wesen            Würdevoll, Zutiefst treu, Aristokratisch (TheDogAPI:
                   Distanziert, Clownesk, Unabhängig, Glücklich)
  Gezüchtet für    Hetzjagd und Jagd
  Fell             seidig, lang
  ●●●○○ Gut mit kleinen Kindern     ●●●●○ Energie
  ●●●○○ Gut mit anderen Hunden      ●●●○○ Bellen
  ●●●○○ Offen gegenüber Fremden     ●●●○○ Bedarf an geistiger Beschäftigung
  ●●●○○ Anhänglich in der Familie   ●○○○○ Haaren
  ●●●○○ Verspieltheit               ●●●●○ Fellpflege
  ●●●○○ Wachsam, beschützend        ●○○○○ Sabbern
  ●●●○○ Anpassungsfähigkeit         ●○○○○ Verhalten gegenüber Fremden
  ●○○○○ Erziehbarkeit
  Quellen          AKC: Afghan Hound · TheDogAPI: Afghan Hound (Nr. 2)
Bilder 1–10 von 100
   1   https://images.dog.ceo/breeds/hound-afghan/n02088094_13909.jpg
   2   https://images.dog.ceo/breeds/hound-afghan/n02088094_1145.jpg
   3   https://images.dog.ceo/breeds/hound-afghan/n02088094_2738.jpg
   4   https://images.dog.ceo/breeds/hound-afghan/n02088094_1406.jpg
   5   https://images.dog.ceo/breeds/hound-afghan/n02088094_3057.jpg
   6   https://images.dog.ceo/breeds/hound-afghan/n02088094_3051.jpg
   7   https://images.dog.ceo/breeds/hound-afghan/n02088094_272.jpg
   8   https://images.dog.ceo/breeds/hound-afghan/n02088094_1459.jpg
   9   https://images.dog.ceo/breeds/hound-afghan/n02088094_1222.jpg
  10   https://images.dog.ceo/breeds/hound-afghan/n02088094_1475.jpg
fav fügt diese Rasse zu deinen Favoriten hinzu; fav <n> das Bild in Zeile n.
more zeigt weitere Bilder.

$ open labardor
Keine Rasse heißt „labardor“. Meintest du labrador oder labradoodle?

$ fav 99
Hier gibt es keine Zeile 99; die Zeilen gehen von 1 bis 10.

$ favorites
Favoriten: 0 Favoriten
Noch keine Favoriten. Gib auf einer Rasse fav ein; fav <n> fügt die Rasse oder
das Bild in Zeile n hinzu.

$ help
Befehle
Bewegen
  open <Rasse|n> [Unterrasse]        Öffnet eine Rasse oder Unterrasse nach…
  back [n]                           Geht zum vorigen Bildschirm zurück, oder n…
  forward                            Öffnet wieder den Bildschirm, den back…
  home                               Geht zur Rassenliste zurück
  where                              Zeigt, wo du bist: die Bildschirme von der…
  ls [Seite] [--images]              Zeigt den aktuellen Bildschirm noch einmal…
  more                               Zeigt die nächste Seite
  prev                               Zeigt die vorige Seite
Suchen und wählen
  search <Text>                      Sucht Rassen nach Namen und verzeiht…
  find <Bedingungen>                 Listet die Rassen, die jede Bedingung…
  sort [Merkmal] [asc|desc]          Ordnet die gezeigte Liste nach einem…
  compare <Rassen>                   Zeigt zwei bis vier Rassen nebeneinander…
  random [Rasse] [Unterrasse]        Zeigt ein zufälliges Hundebild, von…
  info [Rasse|n] [Unterrasse]        Zeigt die Angaben zu dieser Rasse, zu…
Bilder
  show <Rasse|n> [Unterrasse]        Zeichnet das Bild in Zeile n oder in der…
  grid                               Zeichnet die Bilder dieses Bildschirms als…
  save [n] [Datei]                   Speichert das Originalbild in Zeile n oder…
  browse [n]                         Öffnet das Bild in Zeile n im Webbrowser…
  copy [n]                           Legt die Bild-URL aus Zeile n oder den…
Favoriten
  fav [Rasse|n] [Unterrasse]         Fügt diese Rasse, eine genannte Rasse, die…
  unfav [Rasse|n] [Unterrasse]       Entfernt diese Rasse, eine genannte Rasse…
  favorites [export|import <Datei>]  Öffnet deine Favoriten oder exportiert…
Diese Sitzung
  history                            Zeigt die Zeilen, die du im Terminal…
  record [Datei] [--transcript]      Schreibt ab jetzt jede Zeile in eine Datei…
  theme [dark|light|auto]            Zeigt das Farbschema oder stellt es auf…
  units [metric|imperial|auto]       Zeigt die Maßeinheiten oder stellt sie auf…
  pager [on|off|auto]                Zeigt die Pager-Einstellung oder stellt…
  lang [en|de|es|ja|auto]            Zeigt die Sprache oder stellt sie auf en…
  log [Kategorie] [Stufe]            Zeigt die Log-Stufen oder die einer…
  help [Befehl]                      Listet die Befehle nach Zweck auf, erklärt…
  clear                              Leert den Bildschirm und zeigt die…
  quit                               Beendet dogsh
help <Befehl> erklärt einen, help all jeden. Zahlen beziehen sich auf die Zeilen
des aktuellen Bildschirms. Befehle trennst du mit ;.

$ help fav
fav [Rasse|n] [Unterrasse]
  Fügt diese Rasse, eine genannte Rasse, die Rasse bzw. das Bild in Zeile n oder
  das Bild, das random gezeigt hat, zu deinen Favoriten hinzu.
  Auch: favorite
  Beispiele: fav, fav 12, fav beagle

$ find temperament:freundlich weight<8
Suche nach Merkmalen temperament:freundlich weight<8kg: 6 Treffer
  1   Papillon                  Wesen Freundlich · Gewicht 2,5–4,5 kg
  2   Zwergpinscher             Wesen Freundlich · Gewicht 3,5–4,5 kg
  3   Zwergspitz                Wesen Freundlich · Gewicht 1,5–3 kg · pomeranian
  4   Shih Tzu                  Wesen Freundlich · Gewicht 4–7,5 kg
  5   Lakeland Terrier          Wesen Freundlich · Gewicht etwa 7,5 kg
  6   Australian Silky Terrier  Wesen Freundlich · Gewicht 4–5 kg
open <n> öffnet eine Rasse; sort <Merkmal> ordnet die Liste.

$ compare 1 2
                     Papillon                      Zwergpinscher
                     papillon                      pinscher miniature
  ≠ Gewicht          2,5–4,5 kg                    3,5–4,5 kg
  ≠ Größenklasse     Zwerg                         klein
  ≠ Größe            20–28 cm                      25–32 cm
  ≠ Lebensdauer      14–16 Jahre                   12–16 Jahre
  ≠ AKC-Beliebtheit  Nr. 54                        Nr. 70
    Gruppe           Zwerghunde                    Zwerghunde
  ≠ Wesen            Freundlich, Aufmerksam,       Furchtlos, Lebenslustig,
                     Glücklich                     Stolz
  ≠ Fell             seidig                        glatt
  ≠ Felllänge        mittel                        kurz
  ≠ Kinder           5/5                           3/5
  ≠ Andere Hunde     3/5                           4/5
  ≠ Offenheit        5/5                           3/5
    Anhänglichkeit   5/5                           5/5
  ≠ Verspieltheit    5/5                           4/5
  ≠ Wachsamkeit      4/5                           5/5
  ≠ Anpassung        5/5                           4/5
  ≠ Erziehbarkeit    5/5                           3/5
  ≠ Energie          4/5                           5/5
    Bellen           5/5                           5/5
    Kopfarbeit       5/5                           5/5
    Haaren           3/5                           3/5
  ≠ Fellpflege       2/5                           1/5
    Sabbern          1/5                           1/5
  ≠ Zu Fremden       5/5                           3/5
    Quellen          AKC und TheDogAPI Nr. 181     AKC und TheDogAPI Nr. 167
≠ markiert die Zeilen, in denen sich die Rassen unterscheiden.

$ help find
find <Bedingungen>
  Listet die Rassen, die jede Bedingung erfüllen, etwa weight<10 children>=4
  group:herding.
  Eine Bedingung ist ein Merkmal, ein Vergleich (< <= > >= = :) und ein Wert;
  Leerzeichen um den Vergleich sind erlaubt (weight < 10). Ein Bereich muss ganz
  innerhalb der Bedingung liegen: weight<10 nimmt eine Rasse mit 3–8 kg, nicht
  eine mit 8–12 kg, und weight=10 jeden Bereich, der 10 enthält. Zahlen werden
  so verglichen, wie dogsh sie in der eingegebenen Einheit zeigt: Gewichte in kg
  (oder lb: weight<22lb), Größen in cm (oder in), Lebenserwartung in Jahren;
  eine Zahl ohne Einheit gilt in den gezeigten Einheiten, mit units imperial
  heißt weight<10 also 10 lb. Eine einzelne Angabe, gezeigt als etwa 3 kg, zählt
  als diese Zahl. Eine Rasse ohne Wert für das Merkmal erfüllt keine Bedingung
  darauf. Werte gehen von 1 (wenig) bis 5, oder sind die Wörter low (1–2),
  medium (3) und high (4–5). Die Größenklasse folgt dem mittleren Gewicht: toy
  bis 4 kg, small bis 10,5, medium bis 25,5, large bis 44,5, giant darüber. Jede
  Angabe kommt nach einer Regel aus einer Quelle: ein Bereich vor einer
  einzelnen Zahl, sonst der AKC vor TheDogAPI. Erfüllen weniger als 5 Rassen
  alle Bedingungen, stehen darunter die nächsten, denen eine fehlt.
  Ein Merkmal und die Wörter, die es nimmt, gehen auch so, wie die Karte sie in
  einer der Sprachen von dogsh nennt: gewicht<10, fell:lockig, 体重<3.
  Merkmale:
    weight        Gewicht: kg, lb
    size          Größenklasse: toy (Zwerg), small (klein), medium (mittel),
                  large (groß), giant (riesig)
    height        Größe: cm, in
    life          Lebenserwartung: y
    popularity    AKC-Beliebtheit: ein Rang, 1 ist der beliebteste
    group         Gruppe: herding (Hütehunde), hound (Laufhunde), non-sporting
                  (Gesellschaftshunde), sporting (Jagdhunde), terrier, toy
                  (Zwerghunde), working (Arbeitshunde), foundation-stock
                  (Foundation Stock Service (AKC)), miscellaneous (Miscellaneous
                  Class (vorläufig))
    temperament   Wesen: ein Wort des Wesens in einer der Sprachen von dogsh,
                  etwa ruhig oder freundlich
    coat          Fell: double (doppelt), smooth (glatt), wiry (drahtig), curly
                  (lockig), silky (seidig), wavy (gewellt), corded
                  (schnurartig), hairless (haarlos), rough (rau)
    coatlength    Felllänge: short (kurz), medium (mittel), long (lang)
    children      Gut mit kleinen Kindern: 1–5, low (wenig), medium (mittel),
                  high (viel)
    dogs          Gut mit anderen Hunden: 1–5, low (wenig), medium (mittel),
                  high (viel)
    strangers     Offen gegenüber Fremden: 1–5, low (wenig), medium (mittel),
                  high (viel)
    affection     Anhänglich in der Familie: 1–5, low (wenig), medium (mittel),
                  high (viel)
    playfulness   Verspieltheit: 1–5, low (wenig), medium (mittel), high (viel)
    protective    Wachsam, beschützend: 1–5, low (wenig), medium (mittel), high
                  (viel)
    adaptability  Anpassungsfähigkeit: 1–5, low (wenig), medium (mittel), high
                  (viel)
    trainability  Erziehbarkeit: 1–5, low (wenig), medium (mittel), high (viel)
    energy        Energie: 1–5, low (wenig), medium (mittel), high (viel)
    barking       Bellen: 1–5, low (wenig), medium (mittel), high (viel)
    stimulation   Bedarf an geistiger Beschäftigung: 1–5, low (wenig), medium
                  (mittel), high (viel)
    shedding      Haaren: 1–5, low (wenig), medium (mittel), high (viel)
    grooming      Fellpflege: 1–5, low (wenig), medium (mittel), high (viel)
    drooling      Sabbern: 1–5, low (wenig), medium (mittel), high (viel)
    demeanor      Verhalten gegenüber Fremden: 1–5, low (wenig), medium
                  (mittel), high (viel)
  Beispiele: find weight<10 children>=4 shedding<=2, find size:small
  shedding:low, find group:herding energy>=4, find temperament:calm life>=13,
  find coat:hairless, find weight < 22lb barking:low

$ find gewicht<8 lebenserwartung>=15
Suche nach Merkmalen gewicht<8kg lebenserwartung>=15: 1 Treffer
  1   Coton de Tuléar          Gewicht 3,5–7 kg · Lebenserwartung 15–19 Jahre
── Knapp daneben: jede erfüllt alle Bedingungen bis auf eine ───────────────────
  2   Chihuahua                verfehlt lebenserwartung>=15: Lebenserwartung
                               14–16 Jahre
  3   Italienisches Windspiel  verfehlt lebenserwartung>=15: Lebenserwartung
                               14–15 Jahre
  4   Havaneser                verfehlt lebenserwartung>=15: Lebenserwartung
                               14–16 Jahre
  5   Papillon                 verfehlt lebenserwartung>=15: Lebenserwartung
                               14–16 Jahre
open <n> öffnet eine Rasse; sort <Merkmal> ordnet die Liste.

$ find gewcht<8
Kein Merkmal heißt „gewcht“. Meintest du gewicht? help find zeigt alle Merkmale.

$ sort lebenserwartung
Suche nach Merkmalen gewicht<8kg lebenserwartung>=15: 1 Treffer · sortiert nach
Lebenserwartung, kürzeste zuerst
  1   Coton de Tuléar          Gewicht 3,5–7 kg · Lebenserwartung 15–19 Jahre
── Knapp daneben: jede erfüllt alle Bedingungen bis auf eine ───────────────────
  2   Italienisches Windspiel  verfehlt lebenserwartung>=15: Lebenserwartung
                               14–15 Jahre
  3   Chihuahua                verfehlt lebenserwartung>=15: Lebenserwartung
                               14–16 Jahre
  4   Havaneser                verfehlt lebenserwartung>=15: Lebenserwartung
                               14–16 Jahre
  5   Papillon                 verfehlt lebenserwartung>=15: Lebenserwartung
                               14–16 Jahre
open <n> öffnet eine Rasse; sort <Merkmal> ordnet die Liste.

$ find fell:lockig größenklasse:klein
Suche nach Merkmalen fell:lockig größenklasse:klein: 2 Treffer
  1   Zwergpudel          Fell lockig · Größenklasse klein · poodle miniature
  2   Bedlington Terrier  Fell lockig · Größenklasse klein
── Knapp daneben: jede erfüllt alle Bedingungen bis auf eine ───────────────────
  3   Großpudel           verfehlt größenklasse:klein: Größenklasse mittel
  4   Toypudel            verfehlt größenklasse:klein: Größenklasse Zwerg
  5   Barsoi              verfehlt größenklasse:klein: Größenklasse groß
open <n> öffnet eine Rasse; sort <Merkmal> ordnet die Liste.
