package org.xwb.model.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.xwb.model.Property;
import org.xwb.model.TargetProfile;
import org.xwb.model.TargetProfiles;
import org.xwb.model.XwbFactory;
import org.xwb.testing.SampleWorkloads;

/** The other root element of the namespace goes through the same format and safe save. */
class XwbXmlFilesTest {

    @TempDir
    Path temp;

    @Test
    void targetProfilesRoundTrip() throws Exception {
        TargetProfiles profiles = XwbFactory.eINSTANCE.createTargetProfiles();
        TargetProfile local = XwbFactory.eINSTANCE.createTargetProfile();
        local.setName("local pg");
        local.setKind("postgresql");
        local.setHost("localhost");
        local.setPort(5432);
        local.setDatabase("tpox");
        local.setUser("xwb");
        Property property = XwbFactory.eINSTANCE.createProperty();
        property.setKey("synchronous_commit");
        property.setValue("off");
        local.getProperties().add(property);
        profiles.getProfiles().add(local);
        Path file = temp.resolve("targets.xml");

        XwbXmlFiles.save(profiles, file);

        assertEquals("""
                <?xml version="1.0" encoding="UTF-8"?>
                <targetProfiles xmlns="http://xwb.org/workload/1.0">
                  <profile name="local pg" kind="postgresql" host="localhost" port="5432" database="tpox" user="xwb">
                    <property key="synchronous_commit" value="off"/>
                  </profile>
                </targetProfiles>
                """, Files.readString(file));
        assertTrue(EcoreUtil.equals(profiles, XwbXmlFiles.load(file, TargetProfiles.class)));
    }

    @Test
    void aFileWithAnotherRootIsRefusedByName() throws Exception {
        Path file = temp.resolve("w.xwl");
        WorkloadFiles.save(SampleWorkloads.minimal(), file);
        WorkloadFileException error = assertThrows(WorkloadFileException.class, () -> XwbXmlFiles.load(file, TargetProfiles.class));
        assertEquals(file + ": not a targetProfiles file: the root element must be <targetProfiles xmlns=\"http://xwb.org/workload/1.0\">",
                error.getMessage());
    }
}
