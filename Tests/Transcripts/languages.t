# lang shows the language and switches it for the rest of the session; the
# breed identifiers stay the same in every language.
$ lang
The language is English (en). dogsh speaks en, de, es and ja.

$ lang de
Die Sprache ist jetzt Deutsch (de).

$ where
Rassen

$ open germanshepherd
Deutscher Schäferhund · germanshepherd
  Hütehunde · Größenklasse groß · Deutschland · AKC-Beliebtheit Nr. 2
  Größe            56–66 cm
  Gewicht          23–41 kg
  Lebenserwartung  7–10 Jahre (TheDogAPI: 10–13)
  Wesen            Selbstsicher, Mutig, Klug (TheDogAPI: Aufmerksam, Loyal,
                   Gehorsam, Neugierig, Intelligent, Wachsam)
  Gezüchtet für    Hüten, Wachhund
  Fell             doppelt, mittel
  ●●●●● Gut mit kleinen Kindern     ●●●●● Energie
  ●●●○○ Gut mit anderen Hunden      ●●●○○ Bellen
  ●●●○○ Offen gegenüber Fremden     ●●●●● Bedarf an geistiger Beschäftigung
  ●●●●● Anhänglich in der Familie   ●●●●○ Haaren
  ●●●●○ Verspieltheit               ●●○○○ Fellpflege
  ●●●●● Wachsam, beschützend        ●●○○○ Sabbern
  ●●●●● Anpassungsfähigkeit         ●●●○○ Verhalten gegenüber Fremden
  ●●●●● Erziehbarkeit
  Quellen          AKC: German Shepherd Dog · TheDogAPI: German Shepherd Dog
                   (Nr. 115)
Bilder 1–10 von 100
   1   https://images.dog.ceo/breeds/germanshepherd/n02106662_19791.jpg
   2   https://images.dog.ceo/breeds/germanshepherd/n02106662_23360.jpg
   3   https://images.dog.ceo/breeds/germanshepherd/KSYR_German_Sheperd.jpg
   4   https://images.dog.ceo/breeds/germanshepherd/n02106662_17449.jpg
   5   https://images.dog.ceo/breeds/germanshepherd/n02106662_10490.jpg
   6   https://images.dog.ceo/breeds/germanshepherd/n02106662_23691.jpg
   7   https://images.dog.ceo/breeds/germanshepherd/n02106662_25986.jpg
   8   https://images.dog.ceo/breeds/germanshepherd/n02106662_19720.jpg
   9   https://images.dog.ceo/breeds/germanshepherd/n02106662_15858.jpg
  10   https://images.dog.ceo/breeds/germanshepherd/n02106662_24758.jpg
fav fügt diese Rasse zu deinen Favoriten hinzu; fav <n> das Bild in Zeile n.
more zeigt weitere Bilder.

$ lang ja
言語を日本語（ja）にしました。

$ back
犬種：107 犬種、93 サブ犬種 · 6 ページ中 1 ページ目
   1   affenpinscher  アーフェンピンシャー
   2   african        リカオン
   3   airedale       エアデール・テリア
   4   akita          秋田犬
   5   appenzeller    アッペンツェラー・ゼネンフンド
   6   australian     1 サブ犬種
   7   bakharwal      1 サブ犬種
   8   basenji        バセンジー
   9   beagle         ビーグル
  10   bluetick       ブルーティック・クーンハウンド
  11   borzoi         ボルゾイ
  12   bouvier        ブービエ・デ・フランダース
  13   boxer          ボクサー
  14   brabancon      プチ・ブラバンソン
  15   briard         ブリアード
  16   buhund         1 サブ犬種
  17   bulldog        3 サブ犬種
  18   bullterrier    1 サブ犬種
  19   cattledog      1 サブ犬種
  20   cavapoo        キャバプー
open <n> か open <犬種> で開きます。more と prev でページを移動します。

$ opn
「opn」というコマンドはありません。もしかして open？

$ lang es
Ahora el idioma es español (es).

$ search pastor alemán
Búsqueda «pastor alemán»: 1 resultado
  1   Pastor alemán  germanshepherd
open <n> abre un resultado.

$ lang auto
The language is now English (en).

$ lang klingon
lang takes en, de, es, ja or auto, not “klingon”. Usage: lang [en|de|es|ja|auto]
