package io.storagebench.report.check;

import java.io.StringWriter;
import java.util.Locale;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The check as JUnit XML, the format Jenkins, GitLab and GitHub test reporters read: one test suite, one test case
 * per step and figure (class name the step, so CI groups the figures under their step), a failure carrying the
 * verdict's numbers. Built through the JDK's DOM, so any text (an engine's error) is escaped.
 */
public final class JUnitReport {
    private JUnitReport() {
    }

    public static String xml(CheckResult result) {
        try {
            Document doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
            Element suites = doc.createElement("testsuites");
            doc.appendChild(suites);
            Element suite = doc.createElement("testsuite");
            suites.appendChild(suite);
            suite.setAttribute("name", "storagebench check " + result.workload());
            suite.setAttribute("tests", Integer.toString(result.verdicts().size()));
            suite.setAttribute("failures", Integer.toString(result.failures().size()));
            suite.setAttribute("errors", "0");
            suite.setAttribute("skipped", "0");
            Element properties = doc.createElement("properties");
            suite.appendChild(properties);
            property(doc, properties, "baseline", result.baselineLabel() + ", " + result.baselineRepeats() + " run(s)");
            property(doc, properties, "candidate", result.candidateLabel() + ", " + result.candidateRepeats()
                    + " run(s)");
            property(doc, properties, "noise", result.noiseKnown() ? "known (repeats on both sides)"
                    : "unknown (single run on a side)");
            for (Verdict v : result.verdicts()) {
                Element test = doc.createElement("testcase");
                test.setAttribute("classname", "storagebench." + result.workload().replace('/', '.') + "." + v.step());
                test.setAttribute("name", v.name());
                test.setAttribute("time", "0");
                if (v.outcome().fails()) {
                    Element failure = doc.createElement("failure");
                    failure.setAttribute("type", v.outcome().name().toLowerCase(Locale.ROOT));
                    failure.setAttribute("message", v.message());
                    failure.setTextContent(v.message());
                    test.appendChild(failure);
                } else {
                    Element out = doc.createElement("system-out");
                    out.setTextContent(v.message());
                    test.appendChild(out);
                }
                suite.appendChild(test);
            }
            StringWriter text = new StringWriter();
            var transformer = TransformerFactory.newInstance().newTransformer();
            transformer.setOutputProperty(OutputKeys.INDENT, "yes");
            transformer.setOutputProperty(OutputKeys.ENCODING, "UTF-8");
            transformer.transform(new DOMSource(doc), new StreamResult(text));
            return text.toString();
        } catch (ParserConfigurationException | TransformerException e) {
            throw new IllegalStateException("the JDK's XML support is missing: " + e.getMessage(), e);
        }
    }

    private static void property(Document doc, Element properties, String name, String value) {
        Element p = doc.createElement("property");
        p.setAttribute("name", name);
        p.setAttribute("value", value);
        properties.appendChild(p);
    }
}
