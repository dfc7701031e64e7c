from kata_letter.core import kitten


def test_kitten_0():
    assert kitten(93) == 'B'


def test_kitten_1():
    assert kitten(94) == 'A'


def test_kitten_2():
    assert kitten(95) == 'A'


def test_kitten_3():
    assert kitten(81) == 'C'


def test_kitten_4():
    assert kitten(82) == 'B'


def test_kitten_5():
    assert kitten(83) == 'B'
