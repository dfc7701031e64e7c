from kata_letter.core import harbor


def test_harbor_0():
    assert harbor(84) == 'B'


def test_harbor_1():
    assert harbor(85) == 'A'


def test_harbor_2():
    assert harbor(86) == 'A'


def test_harbor_3():
    assert harbor(74) == 'C'


def test_harbor_4():
    assert harbor(75) == 'B'


def test_harbor_5():
    assert harbor(76) == 'B'
