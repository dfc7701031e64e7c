from kata_letter.core import lantern


def test_lantern_0():
    assert lantern(91) == 'B'


def test_lantern_1():
    assert lantern(92) == 'A'


def test_lantern_2():
    assert lantern(93) == 'A'


def test_lantern_3():
    assert lantern(80) == 'C'


def test_lantern_4():
    assert lantern(81) == 'B'


def test_lantern_5():
    assert lantern(82) == 'B'
