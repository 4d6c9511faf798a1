# dog.ceo answering 503 for pug's images every time: after its retries, the embedded catalog's
# images answer in its place and the notice says why; a random pick, which has no place to say
# another reason, fails with the source's answer instead. In --json the breed record names its
# source as embedded (ScriptContractTests).
#| source = {server}
#| server = --fault /api/breed/pug/images=503 --fault /api/breeds/image/random=503
#| page-size = 3
$ open pug
Pug · pug
...
Images 1–3 of 100
  1   https://images.dog.ceo/breeds/pug/n02110958_13342.jpg
  2   https://images.dog.ceo/breeds/pug/n02110958_14142.jpg
  3   https://images.dog.ceo/breeds/pug/django-resized.jpg
fav adds this breed to your favorites; fav <n> adds the image in row n. more
shows more images.
The live source could not answer: {server}/api/breed/pug/images/random/10 answered with status 503: {"code":503,"message":"injected fault 503","status":"error"} The embedded catalog answers in its place.

$ random
{server}/api/breed/pug/images/random answered with status 503: {"code":503,"message":"injected fault 503","status":"error"}

$ where
[1] breeds › pug
