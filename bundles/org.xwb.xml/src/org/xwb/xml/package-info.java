package org.xwb.xml;
