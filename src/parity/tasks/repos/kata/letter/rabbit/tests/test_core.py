from kata_letter.core import rabbit


def test_rabbit_0():
    assert rabbit(87) == 'B'


def test_rabbit_1():
    assert rabbit(88) == 'A'


def test_rabbit_2():
    assert rabbit(89) == 'A'


def test_rabbit_3():
    assert rabbit(74) == 'C'


def test_rabbit_4():
    assert rabbit(75) == 'B'


def test_rabbit_5():
    assert rabbit(76) == 'B'
