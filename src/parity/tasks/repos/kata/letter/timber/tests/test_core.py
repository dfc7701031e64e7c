from kata_letter.core import timber


def test_timber_0():
    assert timber(82) == 'B'


def test_timber_1():
    assert timber(83) == 'A'


def test_timber_2():
    assert timber(84) == 'A'


def test_timber_3():
    assert timber(72) == 'C'


def test_timber_4():
    assert timber(73) == 'B'


def test_timber_5():
    assert timber(74) == 'B'
