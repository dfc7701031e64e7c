from kata_letter.core import guitar


def test_guitar_0():
    assert guitar(92) == 'B'


def test_guitar_1():
    assert guitar(93) == 'A'


def test_guitar_2():
    assert guitar(94) == 'A'


def test_guitar_3():
    assert guitar(87) == 'C'


def test_guitar_4():
    assert guitar(88) == 'B'


def test_guitar_5():
    assert guitar(89) == 'B'
