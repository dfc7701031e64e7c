from kata_letter.core import magnet


def test_magnet_0():
    assert magnet(80) == 'B'


def test_magnet_1():
    assert magnet(81) == 'A'


def test_magnet_2():
    assert magnet(82) == 'A'


def test_magnet_3():
    assert magnet(75) == 'C'


def test_magnet_4():
    assert magnet(76) == 'B'


def test_magnet_5():
    assert magnet(77) == 'B'
