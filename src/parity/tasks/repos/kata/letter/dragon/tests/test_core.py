from kata_letter.core import dragon


def test_dragon_0():
    assert dragon(92) == 'B'


def test_dragon_1():
    assert dragon(93) == 'A'


def test_dragon_2():
    assert dragon(94) == 'A'


def test_dragon_3():
    assert dragon(84) == 'C'


def test_dragon_4():
    assert dragon(85) == 'B'


def test_dragon_5():
    assert dragon(86) == 'B'
