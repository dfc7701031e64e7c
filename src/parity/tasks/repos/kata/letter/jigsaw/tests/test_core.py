from kata_letter.core import jigsaw


def test_jigsaw_0():
    assert jigsaw(83) == 'B'


def test_jigsaw_1():
    assert jigsaw(84) == 'A'


def test_jigsaw_2():
    assert jigsaw(85) == 'A'


def test_jigsaw_3():
    assert jigsaw(73) == 'C'


def test_jigsaw_4():
    assert jigsaw(74) == 'B'


def test_jigsaw_5():
    assert jigsaw(75) == 'B'
