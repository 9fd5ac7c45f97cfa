package org.xwb.xml.secure;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;

import javax.xml.transform.sax.SAXSource;

import org.xml.sax.InputSource;
import org.xwb.model.secure.HardenedParsers;

import net.sf.saxon.Configuration;
import net.sf.saxon.lib.Feature;
import net.sf.saxon.s9api.Processor;
import net.sf.saxon.trans.XPathException;

/**
 * Saxon-HE processors that cannot reach outside the document they are given: fn:doc,
 * fn:unparsed-text, fn:collection, fn:json-doc and friends are refused for every URI scheme, and
 * any parser Saxon creates itself (fn:parse-xml) refuses DOCTYPEs like {@link HardenedParsers}.
 * Documents should be handed to Saxon as {@link #source(InputSource)}, i.e. through XWB's own
 * hardened SAX reader.
 */
public final class HardenedSaxon {

    private static final String PARSER_FEATURE = "http://saxon.sf.net/feature/parserFeature?uri=";

    private HardenedSaxon() {
    }

    /** A new Saxon-HE processor (not schema-aware) with all external access switched off. */
    public static Processor processor() {
        Processor processor = new Processor(false);
        Configuration config = processor.getUnderlyingConfiguration();
        // "" = no scheme at all may be dereferenced (the format of XMLConstants.ACCESS_EXTERNAL_*)
        config.setConfigurationProperty(Feature.ALLOWED_PROTOCOLS, "");
        config.setConfigurationProperty(Feature.ALLOW_EXTERNAL_FUNCTIONS, false);
        // belt and braces: should a resolver be consulted anyway, it refuses with a clear message
        config.setResourceResolver(request -> {
            throw new XPathException("XWB refuses to read external resources: " + request.uri);
        });
        HardenedParsers.PARSER_FEATURES.forEach((feature, value) -> parserFeature(config, feature, value));
        return processor;
    }

    /** A source for Saxon's document builder that is parsed by XWB's hardened SAX reader. */
    public static SAXSource source(InputSource input) {
        return new SAXSource(HardenedParsers.xmlReader(), input);
    }

    private static void parserFeature(Configuration config, String feature, boolean value) {
        config.setConfigurationProperty(PARSER_FEATURE + URLEncoder.encode(feature, StandardCharsets.UTF_8), value);
    }
}
