/// Which certificate authorities TLS connections trust: the system's, or those the environment names.
///
/// libcurl reads no CA variable by itself. dogsh reads them as curl's command-line tool and
/// OpenSSL do: `CURL_CA_BUNDLE`, else `SSL_CERT_FILE`, names a file of CA certificates;
/// `SSL_CERT_DIR` names a folder of hashed ones. A self-hosted server with a private CA, or a
/// company's TLS-inspecting proxy, works once one of them is set.
public struct CertificateTrust: Sendable, Equatable {
    /// A file of CA certificates, instead of the system's bundle.
    public var caFile: String?
    /// A folder of CA certificates named by hash.
    public var caPath: String?

    /// Trust as given; nil fields leave libcurl's defaults.
    public init(caFile: String? = nil, caPath: String? = nil) {
        self.caFile = caFile
        self.caPath = caPath
    }

    /// The trust the variables name; empty values count as unset.
    public static func from(environment: [String: String]) -> CertificateTrust {
        let set = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        return CertificateTrust(caFile: set("CURL_CA_BUNDLE") ?? set("SSL_CERT_FILE"), caPath: set("SSL_CERT_DIR"))
    }

    /// The trust this process's environment names.
    public static var processEnvironment: CertificateTrust {
        from(environment: ProcessEnvironment.current())
    }
}
