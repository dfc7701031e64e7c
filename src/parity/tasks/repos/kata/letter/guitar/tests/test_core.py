from kata_letter.core import guitar


def test_guitar_0():
    assert guitar(82) == 'B'


def test_guitar_1():
    assert guitar(83) == 'A'


def test_guitar_2():
    assert guitar(84) == 'A'


def test_guitar_3():
    assert guitar(71) == 'C'


def test_guitar_4():
    assert guitar(72) == 'B'


def test_guitar_5():
    assert guitar(73) == 'B'
