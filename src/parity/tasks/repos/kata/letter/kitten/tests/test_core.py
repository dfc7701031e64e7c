from kata_letter.core import kitten


def test_kitten_0():
    assert kitten(79) == 'B'


def test_kitten_1():
    assert kitten(80) == 'A'


def test_kitten_2():
    assert kitten(81) == 'A'


def test_kitten_3():
    assert kitten(65) == 'C'


def test_kitten_4():
    assert kitten(66) == 'B'


def test_kitten_5():
    assert kitten(67) == 'B'
