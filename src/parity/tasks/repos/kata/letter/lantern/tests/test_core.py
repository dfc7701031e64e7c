from kata_letter.core import lantern


def test_lantern_0():
    assert lantern(84) == 'B'


def test_lantern_1():
    assert lantern(85) == 'A'


def test_lantern_2():
    assert lantern(86) == 'A'


def test_lantern_3():
    assert lantern(70) == 'C'


def test_lantern_4():
    assert lantern(71) == 'B'


def test_lantern_5():
    assert lantern(72) == 'B'
