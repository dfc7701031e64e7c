from kata_letter.core import salmon


def test_salmon_0():
    assert salmon(82) == 'B'


def test_salmon_1():
    assert salmon(83) == 'A'


def test_salmon_2():
    assert salmon(84) == 'A'


def test_salmon_3():
    assert salmon(73) == 'C'


def test_salmon_4():
    assert salmon(74) == 'B'


def test_salmon_5():
    assert salmon(75) == 'B'
