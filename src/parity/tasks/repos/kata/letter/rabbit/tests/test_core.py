from kata_letter.core import rabbit


def test_rabbit_0():
    assert rabbit(82) == 'B'


def test_rabbit_1():
    assert rabbit(83) == 'A'


def test_rabbit_2():
    assert rabbit(84) == 'A'


def test_rabbit_3():
    assert rabbit(76) == 'C'


def test_rabbit_4():
    assert rabbit(77) == 'B'


def test_rabbit_5():
    assert rabbit(78) == 'B'
