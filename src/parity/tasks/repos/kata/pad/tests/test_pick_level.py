from kata_pad.pick_level import pick_level


def test_pick_level_0():
    assert pick_level('') == '........'


def test_pick_level_1():
    assert pick_level('ab') == 'ab......'


def test_pick_level_2():
    assert pick_level('abab') == 'abab....'


def test_pick_level_3():
    assert pick_level('ababab') == 'ababab..'


def test_pick_level_4():
    assert pick_level('abababab') == 'abababab'


def test_pick_level_5():
    assert pick_level('ababababab') == 'ababababab'
