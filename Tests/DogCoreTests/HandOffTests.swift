import Testing
@testable import DogCore

/// What leaves the shell for a browser or the clipboard: sanitised URLs, printable names, and
/// the events that report how it went.
@Suite struct HandOffTests {
    /// Addresses from remote data, and what `SafeURL` makes of them; nil is refused.
    static let addresses: [(String, String?)] = [
        ("https://images.dog.ceo/breeds/pug/n02110958_1.jpg", "https://images.dog.ceo/breeds/pug/n02110958_1.jpg"),
        ("HTTPS://Images.Dog.CEO/breeds/pug/A.jpg", "https://Images.Dog.CEO/breeds/pug/A.jpg"),
        ("http://127.0.0.1:8080/breeds/pug/1.jpg?size=2#top", "http://127.0.0.1:8080/breeds/pug/1.jpg?size=2#top"),
        ("http://[::1]:8080/x.jpg", "http://[::1]:8080/x.jpg"),
        ("https://images.dog.ceo/breeds/pug/WhatsApp_Image_%281%29.jpg", "https://images.dog.ceo/breeds/pug/WhatsApp_Image_%281%29.jpg"),
        ("https://images.dog.ceo/breeds/pug/my dog.jpg", "https://images.dog.ceo/breeds/pug/my%20dog.jpg"),
        ("https://images.dog.ceo/breeds/pug/\u{1B}]52;c;ZXZpbA==\u{07}.jpg", "https://images.dog.ceo/breeds/pug/%1B]52;c;ZXZpbA==%07.jpg"),
        ("https://images.dog.ceo/breeds/pug/\u{1B}[2J.jpg", "https://images.dog.ceo/breeds/pug/%1B[2J.jpg"),
        ("https://images.dog.ceo/a\nb\r\tc\u{7F}", "https://images.dog.ceo/a%0Ab%0D%09c%7F"),
        ("https://images.dog.ceo/it's \"quoted\" <b>`x`|{y}\\", "https://images.dog.ceo/it%27s%20%22quoted%22%20%3Cb%3E%60x%60%7C%7By%7D%5C"),
        ("https://images.dog.ceo/\u{202E}gpj.exe", "https://images.dog.ceo/%E2%80%AEgpj.exe"),
        ("https://images.dog.ceo/Frisé.jpg", "https://images.dog.ceo/Fris%C3%A9.jpg"),
        ("https://images.dog.ceo/100%.jpg", "https://images.dog.ceo/100%25.jpg"),
        ("https://images.dog.ceo/%zz", "https://images.dog.ceo/%25zz"),
        ("https://images.dog.ceo", "https://images.dog.ceo"),
        ("javascript:alert(1)", nil),
        ("file:///etc/passwd", nil),
        ("ftp://images.dog.ceo/x.jpg", nil),
        ("data:text/html,hi", nil),
        ("//images.dog.ceo/x.jpg", nil),
        ("https://", nil),
        ("https:///x.jpg", nil),
        ("https://user:secret@images.dog.ceo/x.jpg", nil),
        ("https://evil.example\u{1B}[2J/x.jpg", nil),
        ("https://ima ges.dog.ceo/x.jpg", nil),
        ("https://:8080/x.jpg", nil),
        ("-https://images.dog.ceo/x.jpg", nil),
        ("", nil),
    ]

    @Test(arguments: addresses)
    func onlyPlainHttpAddressesLeaveAndAlwaysAsPrintableASCII(address: String, expected: String?) {
        let sanitised = SafeURL.sanitize(address)
        #expect(sanitised == expected)
        if let sanitised {
            #expect(sanitised.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }, "one printable ASCII word")
            #expect(SafeURL.sanitize(sanitised) == sanitised, "sanitising twice changes nothing")
        }
    }

    @Test(arguments: [
        ("Pug", "Pug"),
        ("Pug\u{1B}[31m", "Pug[31m"),
        ("Bad\u{07}\u{08}\u{0}Dog", "BadDog"),
        ("C1\u{9B}31m", "C131m"),
        ("\u{202E}guP", "guP"),
        ("Petit Brabançon", "Petit Brabançon"),
        ("柴犬", "柴犬"),
    ])
    func namesLoseControlCharactersAndKeepTheirLetters(name: String, printable: String) {
        #expect(PrintableText.strip(name) == printable)
    }

    @Test func anImageWithAnAddressThatIsNotHttpIsNeitherOpenedNorCopied() {
        var coordinator = Fixtures.atRoot()
        _ = coordinator.handle(.commandEntered("open pug"))
        let hostile = BreedImage(ref: Fixtures.pug, url: "javascript:alert(document.cookie)")
        _ = coordinator.handle(.imagesLoaded(Fixtures.pug, .success(ImageBatch(images: [hostile], requested: 10, available: 1))))
        let refusal = [Effect.fail(CommandError.unsafeURL("javascript:alert(document.cookie)").message)]
        #expect(coordinator.handle(.commandEntered("browse 1")) == refusal)
        #expect(coordinator.handle(.commandEntered("copy 1")) == refusal)
    }

    @Test func aBreedNameFromRemoteDataIsCopiedWithoutItsEscapes() {
        var coordinator = Coordinator(settings: Fixtures.settings)
        let sneaky = Catalog(breeds: [Breed(ref: Fixtures.pug, displayName: "Pug\u{1B}]52;c;ZXZpbA==\u{07}", imageCount: 1)], sourceName: "test")
        _ = coordinator.handle(.catalogLoaded(.success(sneaky)))
        #expect(coordinator.handle(.commandEntered("copy 1")) == [.copyText("Pug]52;c;ZXZpbA==")])
    }

    /// Every outcome of a hand-off, and the line it shows.
    @Test(arguments: [
        (Event.urlOpened("https://a.example/x", .success(())), Effect.present(.message(Message(.messageBrowserOpened, ["url": .text("https://a.example/x")])))),
        (.urlOpened("https://a.example/x", .failure(.noBrowser(url: "https://a.example/x"))), .fail(Message(.errorBrowserMissing, ["url": .text("https://a.example/x")]))),
        (.urlOpened("https://a.example/x", .failure(.browserFailed(command: "xdg-open", status: 3))),
         .fail(Message(.errorBrowserFailed, ["command": .text("xdg-open"), "status": .number(3)]))),
        (.textCopied("Pug", .terminal), .present(.message(Message(.messageCopied, ["text": .text("Pug")])))),
        (.textCopied("Pug", .printed), .present(.message(Message(.messageCopiedPrinted, ["text": .text("Pug")])))),
    ])
    func eachOutcomeShowsOneLineAndLeavesTheStack(event: Event, shown: Effect) {
        var coordinator = Fixtures.onBreed(Fixtures.hound)
        let before = coordinator.stack
        #expect(coordinator.handle(event) == [shown])
        #expect(coordinator.stack == before)
    }
}

/// `browse` opens a breed's AKC page, by a slug made from AKC's name, or a Wikipedia search.
@Suite struct BreedPagesTests {
    /// AKC names and the pages AKC has for them (checked by hand on akc.org).
    @Test(arguments: [
        ("Labrador Retriever", "https://www.akc.org/dog-breeds/labrador-retriever/"),
        ("German Shepherd Dog", "https://www.akc.org/dog-breeds/german-shepherd-dog/"),
        ("French Bulldog", "https://www.akc.org/dog-breeds/french-bulldog/"),
        ("Yorkshire Terrier", "https://www.akc.org/dog-breeds/yorkshire-terrier/"),
        ("Poodle (Toy)", "https://www.akc.org/dog-breeds/poodle-toy/"),
        ("St. Bernard", "https://www.akc.org/dog-breeds/st-bernard/"),
    ])
    func akcPages(name: String, page: String) {
        #expect(BreedPages.page(akcName: name, englishName: "ignored") == page)
    }

    @Test(arguments: [
        ("Hound", "https://en.wikipedia.org/w/index.php?search=hound+dog"),
        ("African Hunting Dog", "https://en.wikipedia.org/w/index.php?search=african+hunting+dog"),
        ("Cão da Serra", "https://en.wikipedia.org/w/index.php?search=cao+da+serra+dog"),
    ])
    func withoutAnAKCPageAWikipediaSearch(name: String, page: String) {
        #expect(BreedPages.page(akcName: nil, englishName: name) == page)
    }
}
