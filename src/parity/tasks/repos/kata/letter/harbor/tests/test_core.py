from kata_letter.core import harbor


def test_harbor_0():
    assert harbor(83) == 'B'


def test_harbor_1():
    assert harbor(84) == 'A'


def test_harbor_2():
    assert harbor(85) == 'A'


def test_harbor_3():
    assert harbor(70) == 'C'


def test_harbor_4():
    assert harbor(71) == 'B'


def test_harbor_5():
    assert harbor(72) == 'B'
