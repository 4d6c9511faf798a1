# The breeds list, a breed, errors and help in one language.
#| lang = ja
#| seed = 5
$ ls
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

$ open hound
ハウンド · hound
  AKC にも TheDogAPI にもこの犬種の詳細がありません。
サブ犬種：7
   1   afghan   アフガン・ハウンド
   2   basset   バセット・ハウンド
   3   blood    ブラッドハウンド
   4   english  イングリッシュ・フォックスハウンド
   5   ibizan   イビザン・ハウンド
   6   plott    プロット・ハウンド
   7   walker   ウォーカー・ハウンド
画像 1〜10（全 603 枚）
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
open <n> でサブ犬種を開きます。fav でこの犬種を、fav <n> で n 行目のサブ犬種や画
像をお気に入りに追加します。 more で次の画像を表示します。

$ open afghan
アフガン・ハウンド · hound afghan
  獣猟犬 · 中型 · アフガニスタン、イラン、パキスタン · AKC 人気 113 位
  体高  64〜69 cm
  体重  23〜27 kg
  寿命  12〜15 年（TheDogAPI：10〜13）
  気質  威厳がある、深く忠実、気品がある（TheDogAPI：よそよそしい、おどけた、独
        立心が強い、幸せそう）
  用途  コーシングと狩猟
  被毛  シルキー・長毛
  ●●●○○ 小さな子どもとの相性   ●●●●○ 活発さ
  ●●●○○ 他の犬との相性         ●●●○○ 吠えやすさ
  ●●●○○ 見知らぬ人への友好度   ●●●○○ 知的刺激の必要度
  ●●●○○ 家族への愛情           ●○○○○ 抜け毛
  ●●●○○ 遊び好き               ●●●●○ 手入れ
  ●●●○○ 番犬・保護性           ●○○○○ よだれ
  ●●●○○ 適応性                 ●○○○○ 初対面への態度
  ●○○○○ しつけやすさ
  出典  AKC：Afghan Hound · TheDogAPI：Afghan Hound（#2）
画像 1〜10（全 100 枚）
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
fav でこの犬種を、fav <n> で n 行目の画像をお気に入りに追加します。 more で次の
画像を表示します。

$ open labardor
「labardor」という犬種はありません。もしかして labrador、または labradoodle？

$ fav 99
99 行目はありません。行は 1 から 10 までです。

$ favorites
お気に入り：0 件
お気に入りはまだありません。犬種の画面で fav、fav <n> で n 行目の犬種や画像を追
加できます。

$ help
コマンド
移動
  open <犬種|n> [サブ犬種]              犬種やサブ犬種を名前で、または n 行目の…
  back [n]                              前の画面に戻ります
  forward                               back で離れた画面をもう一度開きます…
  home                                  犬種一覧に戻ります
  where                                 現在地を表示します：犬種一覧からここま…
  ls [ページ] [--images]                現在の画面、またはそのページをもう一度…
  more                                  次のページを表示します
  prev                                  前のページを表示します
探す・選ぶ
  search <文字列>                       犬種を名前で検索します
  find <条件>                           weight<10 children>=4 group:herding の…
  sort [特徴] [asc|desc]                表示中の一覧を特徴の値で並べ替えます…
  compare <犬種>                        2〜4 犬種を横に並べ、各項目を 1 行ずつ…
  random [犬種] [サブ犬種]              ランダムな犬の画像を表示します（全犬種…
  info [犬種|n] [サブ犬種]              この犬種、名前を指定した犬種、または n…
画像
  show <犬種|n> [サブ犬種]              n 行目の画像、または名前を指定した犬種…
  grid                                  この画面の画像を番号付きのサムネイルの…
  save [n] [ファイル]                   n 行目の元の画像、または random で表示…
  browse [n]                            n 行目の画像をウェブブラウザーで開きます
  copy [n]                              n 行目の画像 URL、または犬種名を端末経…
お気に入り
  fav [犬種|n] [サブ犬種]               この犬種、名前を指定した犬種、n 行目の…
  unfav [犬種|n] [サブ犬種]             この犬種、名前を指定した犬種、n 行目の…
  favorites [export|import <ファイル>]  お気に入りを開きます
このセッション
  history                               このセッションと以前のセッションで端末…
  record [ファイル] [--transcript]      これ以降の各行をファイルに書き込みます
  theme [dark|light|auto]               配色を表示するか、dark・light・auto に…
  units [metric|imperial|auto]          寸法の単位を表示するか、metric…
  pager [on|off|auto]                   ページャの設定を表示するか、on・off…
  lang [en|de|es|ja|auto]               言語を表示するか、en・de・es・ja、また…
  log [カテゴリー] [レベル]             ログレベルの一覧かカテゴリーのレベルを…
  help [コマンド]                       コマンドを目的別に一覧表示するか、ひと…
  clear                                 画面を消去し、プロンプトを一番上に表示…
  quit                                  dogsh を終了します
help <コマンド> でひとつを、help all ですべてを説明します。数字は現在の画面の行
を指します。コマンドは ; で区切れます。

$ help fav
fav [犬種|n] [サブ犬種]
  この犬種、名前を指定した犬種、n 行目の犬種や画像、または random で表示した画像
  をお気に入りに追加します。
  別名：favorite
  例：fav、fav 12、fav beagle

$ find temperament:友好 weight<8
条件検索 temperament:友好 weight<8kg：6 件
  1   パピヨン                            気質 友好的 · 体重 2.5〜4.5 kg
  2   ミニチュア・ピンシャー              気質 友好的 · 体重 3.5〜4.5 kg
  3   ポメラニアン                        気質 友好的 · 体重 1.5〜3 kg
  4   シー・ズー                          気質 友好的 · 体重 4〜7.5 kg · shihtzu
  5   レークランド・テリア                気質 友好的 · 体重 約 7.5 kg
  6   オーストラリアン・シルキー・テリア  気質 友好的 · 体重 4〜5 kg
open <n> で犬種を開き、sort <特徴> で並べ替えます。

$ sort weight desc
条件検索 temperament:友好 weight<8kg：6 件 · 体重順（重い順）
  1   レークランド・テリア                気質 友好的 · 体重 約 7.5 kg
  2   シー・ズー                          気質 友好的 · 体重 4〜7.5 kg · shihtzu
  3   オーストラリアン・シルキー・テリア  気質 友好的 · 体重 4〜5 kg
  4   ミニチュア・ピンシャー              気質 友好的 · 体重 3.5〜4.5 kg
  5   パピヨン                            気質 友好的 · 体重 2.5〜4.5 kg
  6   ポメラニアン                        気質 友好的 · 体重 1.5〜3 kg
open <n> で犬種を開き、sort <特徴> で並べ替えます。
