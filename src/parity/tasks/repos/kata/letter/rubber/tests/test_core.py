from kata_letter.core import rubber


def test_rubber_0():
    assert rubber(87) == 'B'


def test_rubber_1():
    assert rubber(88) == 'A'


def test_rubber_2():
    assert rubber(89) == 'A'


def test_rubber_3():
    assert rubber(81) == 'C'


def test_rubber_4():
    assert rubber(82) == 'B'


def test_rubber_5():
    assert rubber(83) == 'B'
